import { useRef, useState } from 'react'
import { JadwalSheetError } from '../../../domain/jadwal-xlsx.ts'
import { previousSemester } from '../../../domain/semester.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { toast } from '../../components/Toast.tsx'
import { UnitSelect } from '../../components/UnitSelect.tsx'
import { api, failureMessage } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { useUnitFilter } from '../../lib/unit-filter.ts'
import { BelEditor } from './BelEditor.tsx'
import { JadwalGrid } from './JadwalGrid.tsx'
import { downloadJadwal, readJadwalFile } from './jadwal-file.ts'
import { KelasEditor } from './KelasEditor.tsx'
import './jadwal-pelajaran.css'

const NAMA_SEMESTER = { 1: 'Semester 1 (ganjil)', 2: 'Semester 2 (genap)' } as const

/**
 * Jadwal Pelajaran (issue 33, docs/jam-mengajar.md): per unit, academic year and semester the bell
 * schedule, the classes and the grid of lessons; copy from the previous semester, xlsx out and in.
 * A unit admin works on its own unit.
 */
export default function JadwalPelajaranPage({ title }: PageProps) {
  const unit = useUnitFilter()
  const years = useApiQuery('GET api/tahunajaran').data?.datae ?? []
  const [chosen, setChosen] = useState<{ idta?: number; semester?: 1 | 2 }>({})
  const [notice, setNotice] = useState('')
  const fileInput = useRef<HTMLInputElement>(null)
  const kode = unit.kode
  const query = { kode, ...chosen }
  const bell = useApiQuery('GET api/jampelajaran', { query }, { enabled: kode !== '' })
  const scope = bell.data && { kode: bell.data.kode, idta: bell.data.idta, semester: bell.data.semester }
  const classes = useApiQuery(
    'GET api/kelas',
    { query: { kode, idta: scope?.idta } },
    { enabled: Boolean(scope) },
  )
  const grid = useApiQuery('GET api/jadwalajar', { query }, { enabled: kode !== '' })
  const year = years.find((y) => y.id === scope?.idta)
  const ready = scope && year && classes.data && grid.data && bell.data

  const report = (failure: unknown) => {
    const pesan = failure instanceof JadwalSheetError ? failure.message : failureMessage(failure)
    setNotice(pesan)
    toast.error(pesan)
  }
  async function salin() {
    if (!scope || !year) return
    const previous = previousSemester(years, year, scope.semester)
    if (!previous) return setNotice('Tidak ada semester sebelumnya (tahun ajaran sebelumnya belum ada).')
    const asal = `${previous.year.nama} ${NAMA_SEMESTER[previous.semester]}`
    if (!(await confirm({ title: `Salin jadwal dari ${asal}?`, confirmLabel: 'Salin' }))) return
    try {
      const body = { ...scope, dari_idta: previous.year.id, dari_semester: previous.semester }
      toast.success((await api('POST api/jadwalajar/salin', { body })).pesan)
      setNotice('')
    } catch (failure) {
      report(failure)
    }
  }
  async function unduh() {
    if (!ready) return
    const heading = `Jadwal Pelajaran ${unit.name} ${year.nama} ${NAMA_SEMESTER[scope.semester]}`
    const name = `jadwal-pelajaran-${scope.kode}-${year.nama.replace('/', '-')}-semester-${scope.semester}.xlsx`
    await downloadJadwal({ bell: bell.data, classes: classes.data.datae, grid: grid.data }, heading, name)
  }
  async function impor(file: File | undefined) {
    if (!file || !scope) return
    try {
      const datae = await readJadwalFile(file)
      toast.success((await api('POST api/jadwalajar/impor', { body: { ...scope, datae } })).pesan)
      setNotice('')
    } catch (failure) {
      report(failure)
    } finally {
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  return (
    <>
      <PageHeader title={title}>
        <Button variant="secondary" disabled={!ready} onClick={() => void salin()}>
          Salin dari semester sebelumnya
        </Button>
        <Button variant="secondary" disabled={!ready} onClick={() => void unduh()}>
          Unduh xlsx
        </Button>
        <Button variant="secondary" disabled={!ready} onClick={() => fileInput.current?.click()}>
          Impor xlsx
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label="Berkas jadwal pelajaran (xlsx)"
          accept=".xlsx,.xls"
          onChange={(event) => void impor(event.target.files?.[0])}
        />
      </PageHeader>
      <div className="report-toolbar">
        <UnitSelect filter={unit} oneUnit />
        <SelectField
          label="Tahun ajaran"
          value={scope ? String(scope.idta) : ''}
          options={years.map((y) => ({ value: String(y.id), label: y.nama }))}
          onValueChange={(value) => setChosen((c) => ({ ...c, idta: Number(value) }))}
        />
        <SelectField
          label="Semester"
          value={scope ? String(scope.semester) : ''}
          options={[1, 2].map((s) => ({ value: String(s), label: NAMA_SEMESTER[s as 1 | 2] }))}
          onValueChange={(value) => setChosen((c) => ({ ...c, semester: value === '2' ? 2 : 1 }))}
        />
      </div>
      {notice && (
        <p role="alert" className="notice">
          {notice}
        </p>
      )}
      {kode === '' && <p className="muted">Pilih unit terlebih dahulu.</p>}
      {ready && (
        <>
          <section aria-labelledby="grid-title" className="jp-section">
            <h2 id="grid-title">Jadwal</h2>
            <JadwalGrid
              scope={scope}
              periods={bell.data.datae}
              classes={classes.data.datae}
              grid={grid.data}
            />
          </section>
          <KelasEditor kode={scope.kode} idta={scope.idta} classes={classes.data.datae} />
          <BelEditor
            key={`${scope.kode}/${scope.idta}/${scope.semester}/${bell.dataUpdatedAt}`}
            scope={scope}
            periods={bell.data.datae}
          />
        </>
      )}
    </>
  )
}
