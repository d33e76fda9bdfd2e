import { QueryClientProvider } from '@tanstack/react-query'
import { Provider } from 'jotai'
import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { ConfirmHost } from '../components/ConfirmDialog.tsx'
import { Loading } from '../components/Loading.tsx'
import { MessageHost } from '../components/MessageDialog.tsx'
import { ToastHost } from '../components/Toast.tsx'
import LoginPage from '../features/login/LoginPage.tsx'
import { queryClient } from '../lib/query.ts'
import { appStore } from '../lib/session.ts'
import { BackendGate } from './BackendGate.tsx'
import { PublicOnly, RequireSession } from './guards.tsx'
import { Layout } from './Layout.tsx'
import { appRoutes } from './routes.ts'

export function App() {
  return (
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <BackendGate>
          <Switch>
            <Route path="/login">
              <PublicOnly>
                <LoginPage />
              </PublicOnly>
            </Route>
            {appRoutes.map((route) => (
              <Route key={route.path} path={route.path}>
                <RequireSession adminOnly={route.adminOnly} preload={route.page.preload}>
                  <Layout>
                    <Suspense fallback={<Loading />}>
                      <route.page title={route.title} />
                    </Suspense>
                  </Layout>
                </RequireSession>
              </Route>
            ))}
            <Route>
              <RequireSession adminOnly={false}>
                <NotFound />
              </RequireSession>
            </Route>
          </Switch>
        </BackendGate>
      </QueryClientProvider>
      <MessageHost />
      <ConfirmHost />
      <ToastHost />
    </Provider>
  )
}

function NotFound() {
  return (
    <main className="centered-page">
      <h1>Halaman tidak ditemukan</h1>
      <a href="/">Kembali ke Beranda</a>
    </main>
  )
}
