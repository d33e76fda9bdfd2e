/** Routes whose screens are built in later issues: the route and its guard already work. */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <p className="muted">Layar ini belum tersedia.</p>
    </section>
  )
}
