import { useAtomValue } from 'jotai'
import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { Loading } from '../components/Loading.tsx'
import LoginPage from '../features/login/LoginPage.tsx'
import { sessionAtom } from '../lib/session.ts'
import { AppProviders } from './AppProviders.tsx'
import { BackendGate } from './BackendGate.tsx'
import { AdminOnlyPage, PublicOnly, RequireSession } from './guards.tsx'
import { Layout } from './Layout.tsx'
import { NotFoundPage } from './NotFoundPage.tsx'
import { useFocusHeadingOnNavigation } from './page-focus.ts'
import { pages } from './pages.ts'
import { RenderBoundary } from './RenderBoundary.tsx'
import { APP_NAME, canOpen, LOGIN_PATH, ROUTE_NAMES, ROUTES, type RouteName } from './route-table.ts'
import { useDocumentTitle } from './use-document-title.ts'

export function App() {
  return (
    <AppProviders>
      <BackendGate>
        <Screens />
      </BackendGate>
    </AppProviders>
  )
}

/** Login outside the layout; every other address inside it, behind the session guard. */
function Screens() {
  useFocusHeadingOnNavigation()
  return (
    // Around everything, the layout included: whatever fails to render, the page says so.
    <RenderBoundary title={APP_NAME}>
      <Switch>
        <Route path={LOGIN_PATH}>
          <PublicOnly>
            <LoginScreen />
          </PublicOnly>
        </Route>
        <Route>
          <RequireSession>
            <Layout>
              <Suspense fallback={<Loading />}>
                <Switch>
                  {ROUTE_NAMES.map((name) => (
                    <Route key={name} path={ROUTES[name].path}>
                      <RouteScreen name={name} />
                    </Route>
                  ))}
                  <Route>
                    <NotFoundPage />
                  </Route>
                </Switch>
              </Suspense>
            </Layout>
          </RequireSession>
        </Route>
      </Switch>
    </RenderBoundary>
  )
}

function LoginScreen() {
  useDocumentTitle('Masuk')
  return <LoginPage />
}

/** One route of the table: its level (SPEC.md §6), its document title, its screen. */
function RouteScreen({ name }: { name: RouteName }) {
  const session = useAtomValue(sessionAtom)
  const route = ROUTES[name]
  useDocumentTitle(session ? route.title : null)
  if (!session) return null // RequireSession is on its way to /login
  if (!canOpen(route, session.levelx)) return <AdminOnlyPage title={route.title} />
  const Page = pages[name]
  // One boundary per screen, inside the layout: the sidebar and top bar stay usable.
  return (
    <RenderBoundary title={route.title}>
      <Page title={route.title} />
    </RenderBoundary>
  )
}
