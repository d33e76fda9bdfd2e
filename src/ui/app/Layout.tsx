import { useAtomValue } from 'jotai'
import type { MouseEvent, ReactNode } from 'react'
import { useLocation } from 'wouter'
import { Button } from '../components/Button.tsx'
import { foundationToday } from '../lib/format.ts'
import { useFoundationName } from '../lib/foundation.ts'
import { sessionAtom } from '../lib/session.ts'
import { CONTENT_ID, focusPageStart } from './page-focus.ts'
import { SIDEBAR_ID, Sidebar } from './Sidebar.tsx'
import { useDrawer } from './use-drawer.ts'
import { useLogout } from './use-logout.ts'

/** Sidebar, top bar, content and footer (SPEC.md §2 main layout). */
export function Layout({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom)
  const [location] = useLocation()
  const drawer = useDrawer(location)
  const logout = useLogout()
  const foundationName = useFoundationName()
  if (!session) return null

  const skipToContent = (event: MouseEvent) => {
    event.preventDefault()
    focusPageStart()
  }

  return (
    <div className="layout">
      <a className="skip-link" href={`#${CONTENT_ID}`} onClick={skipToContent} inert={drawer.open}>
        Langsung ke konten
      </a>
      <Sidebar
        ref={drawer.drawerRef}
        levelx={session.levelx}
        location={location}
        open={drawer.open}
        onClose={drawer.close}
      />
      {drawer.open && <div className="drawer-backdrop no-print" onClick={drawer.close} aria-hidden="true" />}
      {/* While the drawer is open the page behind it takes no focus or clicks. */}
      <div className="main" inert={drawer.open}>
        <header className="topbar no-print">
          <button
            ref={drawer.buttonRef}
            type="button"
            className="menu-button"
            aria-expanded={drawer.open}
            aria-controls={SIDEBAR_ID}
            onClick={drawer.show}
          >
            <span aria-hidden="true">☰</span> Menu
          </button>
          <span className="topbar-foundation" data-testid="nama-yayasan" title={foundationName}>
            {foundationName}
          </span>
          <span className="topbar-user" data-testid="nama-pengguna">
            {session.namalengkap}
            <small>{session.levelx === 0 ? 'Admin Yayasan' : `Admin Unit ${session.sekolah}`}</small>
          </span>
          <Button variant="secondary" onClick={() => void logout()}>
            Keluar
          </Button>
        </header>
        <main id={CONTENT_ID} className="content">
          {children}
        </main>
        {/* The year by the foundation's clock, not a year fixed when the footer was written. */}
        <footer className="footer no-print">© {foundationToday().slice(0, 4)} Presensi Admin</footer>
      </div>
    </div>
  )
}
