import type { ShiftHariValue } from '../../../contract/shift-days.ts'
import { NAMA_HARI } from '../../../domain/calendar.ts'

/** The seven-day table of the schedule modal: arrival, departure and day off per weekday. */
export function HariTable(props: { days: ShiftHariValue[]; onChange: (days: ShiftHariValue[]) => void }) {
  const change = (hari: number, patch: Partial<ShiftHariValue>) =>
    props.onChange(props.days.map((day) => (day.hari === hari ? { ...day, ...patch } : day)))
  return (
    <table className="table hari-table">
      <caption className="sr-only">Jadwal harian</caption>
      <thead>
        <tr>
          <th scope="col">Hari</th>
          <th scope="col">Jam Masuk</th>
          <th scope="col">Jam Pulang</th>
          <th scope="col">Libur</th>
        </tr>
      </thead>
      <tbody>
        {props.days.map((day) => {
          const nama = NAMA_HARI[day.hari]
          return (
            <tr key={day.hari}>
              <th scope="row">{nama}</th>
              <td>
                <input
                  type="time"
                  className="input"
                  aria-label={`Jam masuk ${nama}`}
                  value={day.waktu_masuk}
                  disabled={day.libur}
                  onChange={(event) => change(day.hari, { waktu_masuk: event.target.value })}
                />
              </td>
              <td>
                <input
                  type="time"
                  className="input"
                  aria-label={`Jam pulang ${nama}`}
                  value={day.waktu_pulang}
                  disabled={day.libur}
                  onChange={(event) => change(day.hari, { waktu_pulang: event.target.value })}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Libur ${nama}`}
                  checked={day.libur}
                  onChange={(event) => change(day.hari, { libur: event.target.checked })}
                />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
