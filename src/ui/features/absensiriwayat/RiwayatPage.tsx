import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { Link } from 'wouter'
import type { AbsensiRecord } from '../../../contract/laporan.ts'
import { ABSENSI_MESSAGES, COMMON_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { TextField } from '../../components/TextField.tsx'
import { type ApiFailure, api } from '../../lib/api-client.ts'
import { exportSpreadsheet } from '../../lib/export-xlsx.ts'
import { addDays, formatAngka, formatTanggal, isValidYmd, todayLocal } from '../../lib/format.ts'
import { sessionAtom } from '../../lib/session.ts'
import { useApi } from '../../lib/use-api.ts'
import {
  ATTENDANCE_EXPORT_COLUMNS,
  arrivalText,
  departureText,
  ManualInfoButton,
  SourceBadges,
  workTime,
} from '../laporan/attendance-cells.tsx'
import { PrintHeader, periodText } from '../laporan/PrintHeader.tsx'
import { printAfterWait } from '../laporan/print.ts'
import '../laporan/laporan.css'

/** A month of 2,000 employees is ~50k rows: the server pages them. */
const PAGE_SIZE = 100
const UPLOAD_BASE = import.meta.env.VITE_UPLOAD_BASE_URL ?? '/uploads/'

function Photos({ record }: { record: AbsensiRecord }) {
  if (record.status !== 0 || record.device !== 0) return null
  return (
    <span className="print-only">
      <img
        src={`${UPLOAD_BASE}absensi/${record.id}_datang.jpg`}
        alt={`Foto datang ${record.nama}`}
        width={48}
        height={48}
      />
      {record.waktu_pulang && (
        <img
          src={`${UPLOAD_BASE}absensi/${record.id}_pulang.jpg`}
          alt={`Foto pulang ${record.nama}`}
          width={48}
          height={48}
        />
      )}
    </span>
  )
}

/** Riwayat Absensi Pegawai (SPEC.md §2): records of a date range, searchable, printable. */
export default function RiwayatPage() {
  const session = useAtomValue(sessionAtom)
  const today = todayLocal()
  const [range, setRange] = useState({ from: addDays(today, -6), to: today })
  const [cari, setCari] = useState('')
  const [page, setPage] = useState(1)
  // Photos are only for print: they load when printing is asked for (during the print wait).
  const [withPhotos, setWithPhotos] = useState(false)
  const valid = isValidYmd(range.from) && isValidYmd(range.to) && range.from <= range.to
  const { data, error, loading, reload } = useApi('GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir}', {
    params: valid ? { tglawal: range.from, tglakhir: range.to } : { tglawal: today, tglakhir: today },
    query: { cari: cari.trim(), page, halaman: PAGE_SIZE },
  })
  const rows = data?.datae ?? []
  const totalRows = data?.tot_data ?? rows.length
  const changeRange = (next: Partial<typeof range>) => {
    setRange((r) => ({ ...r, ...next }))
    setPage(1)
  }

  /** The whole range (every page), as the screen filters it. */
  async function exportAll() {
    const all = await api('GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir}', {
      params: { tglawal: range.from, tglakhir: range.to },
      query: { cari: cari.trim() },
    })
    await exportSpreadsheet({
      columns: ATTENDANCE_EXPORT_COLUMNS,
      data: all.datae,
      fileName: `riwayat-absensi-${range.from}-${range.to}`,
      sheetName: 'Riwayat',
    })
  }

  async function remove(record: AbsensiRecord) {
    const yes = await confirm({
      title: ABSENSI_MESSAGES.deleteTitle,
      message: COMMON_MESSAGES.irreversible,
      confirmLabel: 'Ya, hapus',
      tone: 'danger',
    })
    if (!yes) return
    try {
      await api('DELETE api/absensi/{id}', { params: { id: record.id } })
      await showMessage({ title: 'Berhasil', message: ABSENSI_MESSAGES.deleted, tone: 'success' })
      await reload()
    } catch (failure) {
      await showMessage({ title: 'Gagal', message: (failure as ApiFailure).message, tone: 'error' })
    }
  }

  return (
    <section>
      <div className="page-header no-print">
        <h1>Riwayat Absensi Pegawai</h1>
      </div>
      <PrintHeader title="Riwayat Absensi Pegawai" period={periodText(range.from, range.to)} />
      <div className="report-toolbar no-print">
        <DatePicker
          label="Dari tanggal"
          value={range.from}
          onChange={(from) => changeRange({ from })}
          required
        />
        <DatePicker
          label="Sampai tanggal"
          value={range.to}
          min={range.from}
          onChange={(to) => changeRange({ to })}
          required
        />
        <TextField
          label="Cari pegawai"
          value={cari}
          placeholder="Nama atau NIP"
          onValueChange={(value) => {
            setCari(value)
            setPage(1)
          }}
        />
        <Button
          variant="secondary"
          onClick={() => {
            setWithPhotos(true)
            void printAfterWait()
          }}
        >
          Cetak
        </Button>
        <Button variant="secondary" disabled={!valid || !rows.length} onClick={() => void exportAll()}>
          Ekspor Excel
        </Button>
      </div>
      {!valid && (
        <p role="alert" className="form-error">
          Tanggal akhir tidak boleh sebelum tanggal awal
        </p>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {data && (
        <p className="muted no-print" data-testid="jumlah-riwayat">
          {formatAngka(totalRows)} catatan
        </p>
      )}
      <DataTable
        rows={rows}
        rowKey={(row) => row.id}
        loading={loading && !data}
        caption={`Riwayat ${periodText(range.from, range.to)}`}
        emptyText="Belum ada riwayat absensi pada rentang ini."
        columns={[
          { key: 'tgl', header: 'Tanggal', render: (row) => formatTanggal(row.tgl) },
          {
            key: 'pegawai',
            header: 'Pegawai',
            render: (row) => (
              <>
                {session?.levelx === 0 ? <Link href={`/pegawai/${row.idp}`}>{row.nama}</Link> : row.nama}
                <br />
                <small className="text-muted">{row.nip}</small>
              </>
            ),
          },
          { key: 'datang', header: 'Datang', render: arrivalText },
          { key: 'pulang', header: 'Pulang', render: departureText },
          {
            key: 'foto',
            header: <span className="print-only">Foto</span>,
            className: 'print-only',
            render: (row) => (withPhotos ? <Photos record={row} /> : null),
          },
          { key: 'kerja', header: 'Jam Kerja', render: (row) => workTime(row.waktukerja) },
          { key: 'lokasi', header: 'Lokasi', render: (row) => row.lokasi || '-' },
          { key: 'sumber', header: 'Sumber', render: (row) => <SourceBadges record={row} /> },
          {
            key: 'aksi',
            header: <span className="sr-only">Aksi</span>,
            className: 'no-print',
            render: (row) => (
              <>
                <ManualInfoButton record={row} />
                {session?.levelx === 0 && (
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={`Hapus absensi ${row.nama} ${row.tgl}`}
                    onClick={() => void remove(row)}
                  >
                    Hapus
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
      <Pagination
        page={page}
        totalPages={Math.ceil(totalRows / PAGE_SIZE)}
        onPageChange={setPage}
        className="no-print"
      />
    </section>
  )
}
