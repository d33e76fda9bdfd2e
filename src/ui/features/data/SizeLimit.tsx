import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { Modal } from '../../components/Modal.tsx'
import { formatUkuran } from './backup.ts'
import { browserLimitBytes, sizeAgainstLimit } from './browser-limit.ts'
import { loadServerGuide } from './server-guide.ts'

/**
 * The database's size against what browser mode carries (issue 18): always the figure, and past
 * 70 % of the limit a warning that recommends the server, with the README's guide to it.
 */
export function SizeLimit({ bytes }: { bytes: number }) {
  const limit = browserLimitBytes()
  const { share, warn } = sizeAgainstLimit(bytes, limit)
  const percent = Math.round(share * 100).toLocaleString('id-ID')
  const limitText = `${Math.floor(limit / 1024 / 1024).toLocaleString('id-ID')} MB`
  return (
    <>
      <p data-testid="batas-ukuran">
        {`Ukuran basis data: ${formatUkuran(bytes)} dari batas ±${limitText} untuk mode browser (${percent}%).`}
      </p>
      {warn && (
        <div className="notice size-warning" role="status" data-testid="saran-server">
          <p>
            <strong>Basis data mendekati batas mode browser.</strong> Makin besar basis data, makin lama
            aplikasi terbuka dan makin banyak memori peramban yang dipakai; di atas batas itu peramban bisa
            gagal membuka data. Sebaiknya data dipindahkan ke server (mode server dengan SQLite atau
            PostgreSQL): ekspor basis data di bagian Cadangan, lalu impor berkas itu di server.
          </p>
          <ServerGuideLink />
        </div>
      )}
    </>
  )
}

function ServerGuideLink() {
  const [open, setOpen] = useState(false)
  const guide = useQuery({
    queryKey: ['panduan-server'],
    queryFn: loadServerGuide,
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  })
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Baca panduan server (README)
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Panduan server (README)"
        description="Untuk petugas TI yang memasang aplikasi: cara menjalankan server dan memindahkan data."
        size="lg"
        closeOnOutsideClick
      >
        {guide.data && (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the dialog scrolls this long text; a keyboard user must reach it to scroll (axe: scrollable-region-focusable).
          <pre className="server-guide" data-testid="panduan-server" tabIndex={0}>
            {guide.data}
          </pre>
        )}
        {guide.isPending && <Loading />}
        {guide.isError && (
          <ErrorState message="Panduan tidak dapat dimuat." onRetry={() => void guide.refetch()} />
        )}
      </Modal>
    </>
  )
}
