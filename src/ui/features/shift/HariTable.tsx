import { pulangSetelahMasuk, type ShiftHariValue } from '../../../contract/shift-days.ts'
import { NAMA_HARI } from '../../../domain/calendar.ts'
import { TimeField } from '../../components/TimeField.tsx'
import '../master/master.css'

/**
 * The seven-day table of the schedule modal: day off, arrival and departure per weekday. 'Libur'
 * sits beside the day's name (issue 20): on a 390 px phone the last column fell off-screen, and
 * ticking it is what disables the two times after it. `error`
 * is the schema's message for the days; the day it is about is marked with the same zod-free rule
 * the contract checks (`pulangSetelahMasuk`), so the table never re-declares it.
 */
export function HariTable(props: {
  days: ShiftHariValue[]
  onChange: (days: ShiftHariValue[]) => void
  error?: string
}) {
  const change = (hari: number, patch: Partial<ShiftHariValue>) =>
    props.onChange(props.days.map((day) => (day.hari === hari ? { ...day, ...patch } : day)))
  const firstWrong = props.error ? props.days.find((day) => !pulangSetelahMasuk(day))?.hari : undefined
  return (
    <div className="hari-table-wrap">
      <table className="table hari-table">
        <caption className="sr-only">Jadwal harian</caption>
        <thead>
          <tr>
            <th scope="col">Hari</th>
            <th scope="col">Libur</th>
            <th scope="col">Jam Masuk</th>
            <th scope="col">Jam Pulang</th>
          </tr>
        </thead>
        <tbody>
          {props.days.map((day) => {
            const nama = NAMA_HARI[day.hari]
            const wrong = day.hari === firstWrong
            return (
              <tr key={day.hari}>
                <th scope="row">{nama}</th>
                <td className="hari-libur">
                  <input
                    type="checkbox"
                    aria-label={`Libur ${nama}`}
                    checked={day.libur}
                    onChange={(event) => change(day.hari, { libur: event.target.checked })}
                  />
                </td>
                <td>
                  <TimeField
                    label={`Jam masuk ${nama}`}
                    hideLabel
                    value={day.waktu_masuk}
                    disabled={day.libur}
                    onValueChange={(waktu_masuk) => change(day.hari, { waktu_masuk })}
                  />
                </td>
                <td>
                  <TimeField
                    label={`Jam pulang ${nama}`}
                    hideLabel
                    // Named like the schema's field only while wrong: the form focuses it.
                    name={wrong ? 'hari' : undefined}
                    value={day.waktu_pulang}
                    disabled={day.libur}
                    error={wrong ? props.error : undefined}
                    onValueChange={(waktu_pulang) => change(day.hari, { waktu_pulang })}
                  />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {props.error && firstWrong === undefined && <p className="field-error">{props.error}</p>}
    </div>
  )
}
