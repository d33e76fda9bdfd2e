import type { Ref } from 'react'
import { Link } from 'wouter'
import { menuFor } from './menu.ts'
import { APP_NAME, isActiveLink } from './route-table.ts'

export const SIDEBAR_ID = 'menu-utama'

interface SidebarProps {
  levelx: 0 | 1
  location: string
  /** Phone only: the drawer is shown. */
  open: boolean
  onClose: () => void
  ref: Ref<HTMLElement>
}

/** The menu of SPEC.md §2 per level; a fixed column on wide screens, a drawer on phones. */
export function Sidebar({ levelx, location, open, onClose, ref }: SidebarProps) {
  return (
    <aside
      id={SIDEBAR_ID}
      ref={ref}
      className={open ? 'sidebar is-open no-print' : 'sidebar no-print'}
      aria-label="Menu utama"
    >
      <div className="brand">
        <span>{APP_NAME}</span>
        <button type="button" className="drawer-close" onClick={onClose} aria-label="Tutup menu">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <nav aria-label="Navigasi">
        {menuFor(levelx).map((group) => (
          <section key={group.id} className="menu-group">
            {group.title && <h2 className="menu-title">{group.title}</h2>}
            <ul>
              {group.items.map((item) => {
                const active = isActiveLink(item.href, location)
                return (
                  <li key={item.name}>
                    <Link
                      href={item.href}
                      className={active ? 'menu-link active' : 'menu-link'}
                      aria-current={active ? 'page' : undefined}
                    >
                      {item.label}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </nav>
    </aside>
  )
}
