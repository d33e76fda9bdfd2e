import { useAtomValue } from 'jotai'
import { type ReactNode, useEffect } from 'react'
import { Link, Redirect, Route, Router, Switch, useLocation } from 'wouter'
import { AppProviders } from '../../app/AppProviders.tsx'
import { BackendGate } from '../../app/BackendGate.tsx'
import { RenderBoundary } from '../../app/RenderBoundary.tsx'
import AkunScreen from './AkunScreen.tsx'
import { useSendQueued } from './absen-queue.ts'
import HariIniScreen from './HariIniScreen.tsx'
import IjinScreen from './IjinScreen.tsx'
import MengajarScreen from './MengajarScreen.tsx'
import PresensiLogin from './PresensiLogin.tsx'
import { pegawaiSessionAtom } from './pegawai-session.ts'
import { PRESENSI_BASE, PRESENSI_SCREENS, type PresensiScreen } from './presensi-routes.ts'
import RiwayatScreen from './RiwayatScreen.tsx'
import './presensi.css'

// One chunk for the whole app (a phone on a slow line makes one trip); zod loads on first submit.
const screens: Record<PresensiScreen, () => ReactNode> = {
  hariini: HariIniScreen,
  mengajar: MengajarScreen,
  riwayat: RiwayatScreen,
  ijin: IjinScreen,
  akun: AkunScreen,
}

/** The employee app: its own routes under /presensi, on the admin's api client and query cache. */
export function PresensiApp() {
  return (
    <AppProviders>
      <BackendGate>
        <Router base={PRESENSI_BASE}>
          <RenderBoundary title="Presensi Pegawai">
            <Screens />
          </RenderBoundary>
        </Router>
      </BackendGate>
    </AppProviders>
  )
}

function Screens() {
  const user = useAtomValue(pegawaiSessionAtom)
  const [location] = useLocation()
  const current = PRESENSI_SCREENS.find((screen) => screen.path === location)
  useEffect(() => {
    document.title = `${user ? (current?.title ?? 'Presensi') : 'Masuk'} · Presensi Pegawai`
  }, [user, current])
  if (!user) return location === '/masuk' ? <PresensiLogin /> : <Redirect to="/masuk" replace />
  if (location === '/masuk') return <Redirect to="/" replace />
  return <SignedIn user={user} location={location} current={current} />
}

/** The signed-in app: its screens, and the check-ins made without signal sent whichever screen is open. */
function SignedIn({
  user,
  location,
  current,
}: {
  user: { idp: number; nama: string; tipe?: 'normal' | 'ajar' }
  location: string
  current: (typeof PRESENSI_SCREENS)[number] | undefined
}) {
  useSendQueued(user.idp)
  return (
    <div className="presensi-shell">
      <header className="presensi-top">
        <p className="presensi-app-name">Presensi Pegawai</p>
        <p className="presensi-user">{user.nama}</p>
      </header>
      <main className="presensi-main" id="isi">
        <h1 className="presensi-title">{current?.title ?? 'Halaman tidak ditemukan'}</h1>
        <Switch>
          {PRESENSI_SCREENS.map(({ name, path }) => {
            const Screen = screens[name]
            return (
              <Route key={name} path={path}>
                <RenderBoundary title="Presensi Pegawai">
                  <Screen />
                </RenderBoundary>
              </Route>
            )
          })}
          <Route>
            <p>
              Alamat ini tidak ada. <Link href="/">Kembali ke Hari Ini</Link>
            </p>
          </Route>
        </Switch>
      </main>
      <nav className="presensi-nav" aria-label="Menu pegawai">
        {PRESENSI_SCREENS.filter((screen) => !screen.guru || user.tipe === 'ajar').map(
          ({ name, path, label }) => (
            <Link key={name} href={path} aria-current={location === path ? 'page' : undefined}>
              {label}
            </Link>
          ),
        )}
      </nav>
    </div>
  )
}
