import type { JenisCutiRow } from '../../../contract/jenis-cuti.ts'
import { NAMA_HITUNG, NAMA_KUOTA_PER } from '../../../contract/jenis-cuti.ts'
import { JENIS_CUTI_MESSAGES } from '../../../contract/messages.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { CardList } from '../../components/CardList.tsx'
import { CrudListPage, type CrudListView } from '../../components/CrudListPage.tsx'
import type { DataTableColumn, TableQueryState } from '../../components/DataTable.tsx'
import { RowActions } from '../../components/RowActions.tsx'
import { api } from '../../lib/api-client.ts'
import { usePhoneWidth } from '../../lib/phone-width.ts'
import { useApiQuery } from '../../lib/query.ts'
import { JenisCutiForm } from './JenisCutiForm.tsx'

const yaTidak = (flag: 0 | 1) => (flag === 1 ? 'Ya' : 'Tidak')

/** '3 hari per peristiwa', '–' without a quota. */
const kuotaText = (row: JenisCutiRow) =>
  row.kuota ? `${row.kuota} hari ${NAMA_KUOTA_PER[row.kuota_per]}` : '–'

const columns: DataTableColumn<JenisCutiRow>[] = [
  { key: 'kode', header: 'Kode', value: (row) => row.kode },
  { key: 'nama', header: 'Nama', value: (row) => row.nama },
  { key: 'hitung', header: 'Dihitung sebagai', value: (row) => NAMA_HITUNG[row.hitung] },
  { key: 'kuota', header: 'Kuota', value: kuotaText },
  { key: 'surat', header: 'Surat', value: (row) => yaTidak(row.perlu_surat) },
  { key: 'saldo', header: 'Saldo tahunan', value: (row) => yaTidak(row.pakai_saldo) },
  { key: 'aktif', header: 'Aktif', value: (row) => yaTidak(row.aktif) },
]

const remove = {
  title: JENIS_CUTI_MESSAGES.deleteTitle,
  call: (row: JenisCutiRow) => api('DELETE api/jeniscuti/{idjenis}', { params: { idjenis: row.idjenis } }),
}

/** On a phone: one card per type, what the table's columns say in one line under its name. */
function Cards({ shown, edit, remove, query }: CrudListView<JenisCutiRow> & { query: TableQueryState }) {
  return (
    <CardList
      label="Daftar jenis cuti"
      rows={shown}
      rowKey={(row) => row.idjenis}
      query={query}
      card={(row) => (
        <>
          <p className="list-card-title">
            <span>
              {row.kode} · {row.nama}
            </span>
            {row.aktif === 0 && <span className="badge badge-warning">Nonaktif</span>}
          </p>
          <p className="list-card-meta">
            {NAMA_HITUNG[row.hitung]} · Kuota {kuotaText(row)} · Surat {yaTidak(row.perlu_surat)} · Saldo
            tahunan {yaTidak(row.pakai_saldo)}
          </p>
          <RowActions name={row.nama} onEdit={() => edit(row)} onDelete={() => void remove(row)} />
        </>
      )}
    />
  )
}

/** Leave types (issue 31, docs/cuti.md): list, add/edit modal, delete per row (refused while in use). */
export default function JenisCutiPage({ title }: PageProps) {
  const types = useApiQuery('GET api/jeniscuti')
  const phone = usePhoneWidth()
  return (
    <CrudListPage
      title={title}
      query={types}
      rowKey={(row) => row.idjenis}
      rowName={(row) => row.nama}
      columns={columns}
      remove={remove}
      searchPlaceholder="Kode atau nama"
      view={phone ? (view) => <Cards {...view} query={types} /> : undefined}
      form={(row, close) => <JenisCutiForm row={row} onClose={close} />}
    />
  )
}
