import { Link, useLocation, useSearch } from 'wouter'
import { JENIS_PERUBAHAN, UKURAN_HALAMAN_JEJAK } from '../../../contract/jejak-perubahan.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { href } from '../../app/route-table.ts'
import { DatePicker } from '../../components/DatePicker.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { failureMessage } from '../../lib/api-client.ts'
import { formatAngka } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { JejakEntryCard } from './JejakEntryCard.tsx'
import { type FilterKey, filterFromSearch, queryOf, withFilter } from './jejak-filter.ts'
import { JENIS_LABEL, tabelLabel } from './jejak-view.ts'
import './jejakperubahan.css'

/**
 * Jejak Perubahan (issue 20, docs/audit-trail.md): every change made through the app, newest
 * first, with who, when, what and the values before and after. The filters live in the address;
 * they fit one row at 1366 px (issue 34), the page size sits with the count it pages.
 */
export default function JejakPerubahanPage({ title }: PageProps) {
  const [, navigate] = useLocation()
  const filter = filterFromSearch(useSearch())
  const query = queryOf(filter)
  const list = useApiQuery('GET api/jejakperubahan', { query }, { keepPrevious: true })
  const data = list.data
  const set = (key: FilterKey, value: string) =>
    navigate(href('jejakperubahan', undefined, withFilter(filter, key, value)), { replace: true })

  const penggunaOptions = [
    { value: '', label: 'Semua pengguna' },
    ...(data?.pilihan.pengguna ?? []).map((user) => ({ value: String(user.iduser), label: user.namauser })),
  ]
  const tabelOptions = [
    { value: '', label: 'Semua data' },
    ...[...new Set([...(data?.pilihan.tabel ?? []), ...(filter.tabel ? [filter.tabel] : [])])].map(
      (tabel) => ({
        value: tabel,
        label: tabelLabel(tabel),
      }),
    ),
  ]
  return (
    <section className="jejak-page">
      <PageHeader title={title} />
      <fieldset className="jejak-filters">
        <legend className="sr-only">Saring perubahan</legend>
        <SelectField
          label="Pengguna"
          value={filter.iduser ?? ''}
          options={penggunaOptions}
          onValueChange={(value) => set('iduser', value)}
        />
        <SelectField
          label="Jenis"
          value={filter.jenis ?? ''}
          options={[
            { value: '', label: 'Semua jenis' },
            ...JENIS_PERUBAHAN.map((jenis) => ({ value: jenis, label: JENIS_LABEL[jenis] })),
          ]}
          onValueChange={(value) => set('jenis', value)}
        />
        <SelectField
          label="Data"
          value={filter.tabel ?? ''}
          options={tabelOptions}
          onValueChange={(value) => set('tabel', value)}
        />
        <DatePicker
          label="Dari"
          value={filter.dari ?? ''}
          max={filter.sampai}
          onValueChange={(v) => set('dari', v)}
        />
        <DatePicker
          label="Sampai"
          value={filter.sampai ?? ''}
          min={filter.dari}
          onValueChange={(v) => set('sampai', v)}
        />
      </fieldset>
      {/* One record's history (a link from an entry or an employee): said in words, undone in one click. */}
      {filter.idrekaman && (
        <p className="jejak-satu-rekaman">
          Menampilkan riwayat satu rekaman {tabelLabel(filter.tabel ?? '')}.{' '}
          <Link href={href('jejakperubahan', undefined, withFilter(filter, 'idrekaman', ''))}>
            Tampilkan semua rekaman
          </Link>
        </p>
      )}
      <div className="jejak-summary">
        {data && <p className="muted">Jumlah perubahan: {formatAngka(data.total)}</p>}
        <SelectField
          label="Tampilkan"
          value={String(query.halaman)}
          options={UKURAN_HALAMAN_JEJAK.map((size) => ({ value: String(size), label: `${size} data` }))}
          onValueChange={(value) => set('halaman', value)}
        />
      </div>
      {list.isPending && <Loading />}
      {list.isError && (
        <ErrorState message={failureMessage(list.error)} onRetry={() => void list.refetch()} />
      )}
      {data && data.datae.length === 0 && <p className="jejak-empty">Tidak ada perubahan yang sesuai.</p>}
      <div className="jejak-list">
        {data?.datae.map((entry) => (
          <JejakEntryCard key={entry.id} entry={entry} nama={data.nama} />
        ))}
      </div>
      <Pagination
        page={query.page}
        totalPages={data?.tot_page ?? 0}
        onPageChange={(page) => set('page', String(page))}
      />
    </section>
  )
}
