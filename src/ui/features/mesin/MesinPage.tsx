import { useState } from 'react'
import { type MesinRow, NAMA_ARAH_MESIN } from '../../../contract/mesin.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { Button } from '../../components/Button.tsx'
import { CrudListPage } from '../../components/CrudListPage.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { api } from '../../lib/api-client.ts'
import { formatAngka } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { MesinForm } from './MesinForm.tsx'
import { isSilent, silentText, waktuText } from './mesin-status.ts'

const columns: DataTableColumn<MesinRow>[] = [
  { key: 'nama', header: 'Nama', value: (row) => row.nama },
  { key: 'sn', header: 'SN', value: (row) => row.sn },
  { key: 'cabang', header: 'Unit', value: (row) => row.cabang },
  { key: 'lokasi', header: 'Area', value: (row) => row.lokasi ?? '-' },
  // The option's name without its explanation: 'Status mesin', 'Urutan'.
  { key: 'arah', header: 'Cara membaca', value: (row) => NAMA_ARAH_MESIN[row.arah].split(' (')[0] ?? '' },
  {
    key: 'push',
    header: 'Kiriman terakhir',
    value: (row) => row.push_terakhir ?? '',
    render: (row) => (
      <>
        {row.push_terakhir ? waktuText(row.push_terakhir) : 'Belum pernah (impor berkas)'}
        {isSilent(row) && <span className="badge badge-warning">{silentText(row)}</span>}
      </>
    ),
  },
  {
    key: 'scan',
    header: 'Jumlah scan',
    className: 'num',
    value: (row) => row.jumlah_scan,
    render: (row) => formatAngka(row.jumlah_scan),
  },
  { key: 'aktif', header: 'Aktif', value: (row) => (row.aktif === 1 ? 'Ya' : 'Tidak') },
]

const remove = {
  title: 'Hapus mesin absensi?',
  call: (row: MesinRow) => api('DELETE api/mesin/{idmesin}', { params: { idmesin: row.idmesin } }),
}

/** Serial numbers that called the server unregistered, each with 'Daftarkan' (the form, SN filled in). */
function MesinTakDikenal() {
  const unknown = useApiQuery('GET api/mesin/tidakdikenal')
  const [sn, setSn] = useState<string | null>(null)
  const rows = unknown.data?.datae ?? []
  if (!rows.length) return null
  return (
    <section aria-labelledby="mesin-tak-dikenal">
      <h2 id="mesin-tak-dikenal">Mesin tidak dikenal</h2>
      <p className="muted">
        Mesin ini menghubungi server tetapi belum terdaftar: kirimannya tidak disimpan sampai didaftarkan.
      </p>
      <DataTable
        rows={rows}
        rowKey={(row) => row.sn}
        query={unknown}
        columns={[
          { key: 'sn', header: 'SN', value: (row) => row.sn },
          { key: 'alamat', header: 'Alamat', value: (row) => row.alamat },
          { key: 'terakhir', header: 'Terakhir', value: (row) => waktuText(row.terakhir) },
          { key: 'jumlah', header: 'Jumlah panggilan', className: 'num', value: (row) => row.jumlah },
          {
            key: 'daftar',
            header: 'Aksi',
            render: (row) => (
              <Button size="sm" aria-label={`Daftarkan ${row.sn}`} onClick={() => setSn(row.sn)}>
                Daftarkan
              </Button>
            ),
          },
        ]}
      />
      {sn !== null && <MesinForm row={null} sn={sn} onClose={() => setSn(null)} />}
    </section>
  )
}

/** Mesin Absensi (issue 32, docs/mesin.md): the machines, their last push, and unregistered callers. */
export default function MesinPage({ title }: PageProps) {
  const machines = useApiQuery('GET api/mesin')
  return (
    <>
      <CrudListPage
        title={title}
        query={machines}
        rowKey={(row) => row.idmesin}
        rowName={(row) => row.nama}
        columns={columns}
        remove={remove}
        searchPlaceholder="Nama, SN atau unit"
        form={(row, close) => <MesinForm row={row} onClose={close} />}
      />
      <MesinTakDikenal />
    </>
  )
}
