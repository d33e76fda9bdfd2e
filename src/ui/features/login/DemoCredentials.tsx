/** Demo logins, shown in mock mode only; the values come from seeds/ at build time (vite.config.ts). */
export function DemoCredentials() {
  if (import.meta.env.VITE_API_MODE === 'live') return null
  return (
    <aside className="demo-credentials" aria-label="Akun demo">
      <strong>Akun demo</strong>
      <ul>
        {__DEMO_CREDENTIALS__.map((c) => (
          <li key={c.usernama}>
            <code>{c.usernama}</code> / <code>{c.pass}</code> — {c.label}
          </li>
        ))}
      </ul>
    </aside>
  )
}
