import { Button } from '../../components/Button.tsx'
import type { PegawaiSearch } from './CariPegawaiModal.tsx'

const LABELS = {
  cari: 'Kata kunci',
  nip: 'NIP',
  nama: 'Nama',
  jabatan: 'Jabatan',
  pendidikan: 'Pendidikan',
} as const

/**
 * What the list is searched by, on the page itself (issue 20: not only 'Cari (aktif)'), with one
 * button that clears every search text; nothing when no search is active.
 */
export function ActiveSearch({ search, onClear }: { search: PegawaiSearch; onClear: () => void }) {
  const terms = (Object.keys(LABELS) as (keyof typeof LABELS)[])
    .filter((key) => search[key])
    .map((key) => `${LABELS[key]} “${search[key]}”`)
  if (!terms.length) return null
  return (
    <p className="active-search" data-testid="pencarian-aktif">
      <span>Pencarian: {terms.join(', ')}</span>{' '}
      <Button size="sm" variant="secondary" onClick={onClear}>
        Hapus pencarian
      </Button>
    </p>
  )
}
