import { useState } from 'react'
import type { PegawaiCariRow } from '../../../contract/pegawai-schema.ts'
import { manualWindow } from '../../../domain/attendance.ts'
import { Button } from '../../components/Button.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { TimeField } from '../../components/TimeField.tsx'
import { foundationTime, foundationToday } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { EmployeePicker } from '../employee-picker/EmployeePicker.tsx'
import { CekResult } from './CekResult.tsx'
import { EmployeeCard } from './EmployeeCard.tsx'
import type { Entry } from './EntryForm.tsx'
import { NoScheduleNotice } from './NoScheduleNotice.tsx'
import { RiwayatPanel, type SavedEntry } from './RiwayatPanel.tsx'
import './absensimanual.css'
import type { PageProps } from '../../app/lazy-page.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'

/** The question 'Cek' asked: for whom, on which date, at which time. */
export interface Question {
  idp: number
  tgl: string
  waktu: string
}

/**
 * Absensi Manual (SPEC.md §2, §4): choose an employee, a date (today − 3 … today + 1) and a time,
 * 'Cek' asks the server what may be entered; changing the date or time hides the form again, and
 * saving clears the selection while the history panel keeps the saved record in view (issue 34).
 * Unit admins find only their unit's employees (server rule).
 */
export default function AbsensiManualPage({ title }: PageProps) {
  const today = foundationToday()
  const range = manualWindow(today)
  const [picking, setPicking] = useState(false)
  const [pegawai, setPegawai] = useState<PegawaiCariRow | null>(null)
  const [tgl, setTgl] = useState(today)
  const [waktu, setWaktu] = useState(foundationTime)
  const [question, setQuestion] = useState<Question | null>(null)
  // The last save: its employee's history stays in the panel, the new row marked, until the next choice.
  const [saved, setSaved] = useState<SavedEntry | null>(null)
  // Every press of 'Cek' asks again (a fresh answer even for the same question).
  const [asked, setAsked] = useState(0)
  // The side panel's history answers 'fail' when no schedule is linked: the cause is then said once,
  // under the card, and Cek (which could only answer the same) waits for a schedule.
  const riwayat = useApiQuery(
    'GET api/absensi/cek/riwayat/{idp}',
    { params: { idp: pegawai?.idp ?? 0 } },
    { enabled: pegawai !== null },
  )
  const noSchedule = pegawai !== null && riwayat.data?.status === 'fail'
  const ready = pegawai !== null && !noSchedule && tgl >= range.first && tgl <= range.last && waktu !== ''

  const choose = (row: PegawaiCariRow) => {
    setPegawai(row)
    setQuestion(null)
    setSaved(null)
    setPicking(false)
  }
  // SPEC.md §2: saving clears the selection; what was saved stays shown in the panel.
  const showSaved = (entry: Entry) => {
    if (pegawai) setSaved({ pegawai, entry })
    setPegawai(null)
    setQuestion(null)
  }

  return (
    <section>
      <PageHeader title={title} />
      <div className="manual-layout">
        <div className="manual-main">
          <div className="manual-pick">
            <Button variant="secondary" onClick={() => setPicking(true)}>
              {pegawai ? 'Ganti Pegawai' : 'Cari Pegawai'}
            </Button>
            {!pegawai && <p className="muted">Pilih pegawai yang akan dibantu presensinya.</p>}
          </div>
          {pegawai && <EmployeeCard pegawai={pegawai} />}
          {pegawai && noSchedule && <NoScheduleNotice pegawai={pegawai} />}
          <div className="manual-when">
            <DatePicker
              label="Tanggal"
              value={tgl}
              min={range.first}
              max={range.last}
              onChange={(value) => {
                setTgl(value)
                setQuestion(null)
              }}
            />
            <TimeField
              label="Waktu"
              value={waktu}
              onValueChange={(value) => {
                setWaktu(value)
                setQuestion(null)
              }}
            />
            <Button
              disabled={!ready}
              onClick={() => {
                if (!pegawai) return
                setQuestion({ idp: pegawai.idp, tgl, waktu })
                setAsked((n) => n + 1)
              }}
            >
              Cek
            </Button>
          </div>
          {question && pegawai && (
            <CekResult key={asked} question={question} pegawai={pegawai} onSaved={showSaved} />
          )}
        </div>
        {pegawai ? (
          <RiwayatPanel idp={pegawai.idp} />
        ) : saved ? (
          <RiwayatPanel idp={saved.pegawai.idp} saved={saved} />
        ) : (
          <aside className="riwayat-panel muted">Riwayat tampil setelah pegawai dipilih.</aside>
        )}
      </div>
      {picking && <EmployeePicker open onClose={() => setPicking(false)} onSelect={choose} />}
    </section>
  )
}
