import { Link } from 'wouter'
import { PageHeader } from '../components/PageHeader.tsx'
import { href } from './route-table.ts'
import { useDocumentTitle } from './use-document-title.ts'

const TITLE = 'Halaman tidak ditemukan'

/** An unknown address inside the layout, so the menu still leads somewhere. */
export function NotFoundPage() {
  useDocumentTitle(TITLE)
  return (
    <section>
      <PageHeader title={TITLE} />
      <p>Alamat yang Anda buka tidak ada di aplikasi ini. Periksa alamatnya atau pilih menu di samping.</p>
      <p>
        <Link href={href('beranda')}>Kembali ke Beranda</Link>
      </p>
    </section>
  )
}
