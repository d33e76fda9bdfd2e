import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { Button } from '../components/Button.tsx'
import { sessionAtom } from '../lib/session.ts'
import { menuFor } from './menu.ts'
import { useLogout } from './use-logout.ts'

/** Sidebar, top bar, content and footer (SPEC.md §2 main layout). */
export function Layout({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom)
  const [location] = useLocation()
  const logout = useLogout()
  if (!session) return null
  return (
    <div className="layout">
      <aside className="sidebar no-print" aria-label="Menu utama">
        <div className="brand">Presensi Admin</div>
        <nav>
          {menuFor(session.levelx).map((group) => (
            <section key={group.title ?? 'utama'} className="menu-group">
              {group.title && <h2 className="menu-title">{group.title}</h2>}
              <ul>
                {group.items.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      className={location === item.href ? 'menu-link active' : 'menu-link'}
                      aria-current={location === item.href ? 'page' : undefined}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </aside>
      <div className="main">
        <header className="topbar no-print">
          <span className="topbar-user" data-testid="nama-pengguna">
            {session.namalengkap}
            <small>{session.levelx === 0 ? 'Admin Yayasan' : `Admin Unit ${session.sekolah}`}</small>
          </span>
          <Button variant="secondary" onClick={() => void logout()}>
            Keluar
          </Button>
        </header>
        <main className="content">{children}</main>
        <footer className="footer no-print">© 2023 Presensi Admin</footer>
      </div>
    </div>
  )
}
