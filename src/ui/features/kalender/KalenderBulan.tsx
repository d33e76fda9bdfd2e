import type { KalenderTahun } from '../../../contract/kalender.ts'
import { NAMA_BULAN, NAMA_HARI } from '../../../domain/calendar.ts'
import {
  dayOf,
  describeDay,
  type HariKalender,
  type IndeksHari,
  KODE_JENIS,
  KODE_RAPAT,
  monthWeeks,
  NAMA_HARI_PENDEK,
  weekdayOrder,
} from './kalender-days.ts'

export type KalenderBulanProps = {
  data: KalenderTahun
  index: IndeksHari
  /** 0 = Januari. */
  bulan: number
  seninDulu: boolean
  /** The month view: large cells with the entries' descriptions written in them. */
  besar?: boolean
  /** Year view: the month's name opens it in the month view. */
  onOpen?: () => void
}

function dayClass(day: HariKalender): string {
  const [first] = day.entri
  return [
    'kal-hari',
    first ? `kal-${first.jenis}` : '',
    day.liburPekanan ? 'kal-pekanan' : '',
    day.rapat !== null ? 'kal-rapat' : '',
  ]
    .filter(Boolean)
    .join(' ')
}

function DayCell({ day, besar }: { day: HariKalender; besar: boolean }) {
  const [first] = day.entri
  const words = describeDay(day)
  return (
    <td className={dayClass(day)} data-tgl={day.tgl} data-jenis={first?.jenis} title={words || undefined}>
      <span className="kal-tgl">{Number(day.tgl.slice(8))}</span>
      {/* The codes repeat the colour for eyes; the words below say it for screen readers. */}
      <span className="kal-kode" aria-hidden="true">
        {first ? KODE_JENIS[first.jenis] : ''}
        {day.rapat !== null ? KODE_RAPAT : ''}
      </span>
      {besar && day.entri.length > 0 && (
        <span className="kal-ket" aria-hidden="true">
          {day.entri.map((row) => row.keterangan).join('; ')}
        </span>
      )}
      {besar && day.rapat !== null && (
        <span className="kal-ket" aria-hidden="true">
          Rapat{day.rapat ? `: ${day.rapat}` : ''}
        </span>
      )}
      {words && <span className="sr-only">{words}</span>}
    </td>
  )
}

/** One month as a table of weeks; each day coloured and coded by the entry on it. */
export function KalenderBulan({ data, index, bulan, seninDulu, besar = false, onOpen }: KalenderBulanProps) {
  const name = `${NAMA_BULAN[bulan]} ${data.tahun}`
  const order = weekdayOrder(seninDulu)
  return (
    <div className={besar ? 'kal-bulan kal-besar' : 'kal-bulan'}>
      <table className="kal-tabel">
        <caption>
          {onOpen ? (
            <button type="button" className="kal-judul-bulan" onClick={onOpen} title={`Lihat ${name}`}>
              {name}
            </button>
          ) : (
            name
          )}
        </caption>
        <thead>
          <tr>
            {order.map((hari) => (
              <th
                key={hari}
                scope="col"
                abbr={NAMA_HARI[hari]}
                className={hari === 0 ? 'kal-ahad' : undefined}
              >
                {(besar ? NAMA_HARI : NAMA_HARI_PENDEK)[hari]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(data.tahun, bulan, seninDulu).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((tgl, i) =>
                tgl ? (
                  <DayCell key={tgl} day={dayOf(index, data, tgl)} besar={besar} />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the blank cells of a week never move.
                  <td key={`kosong-${i}`} className="kal-kosong" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="kal-hari-kerja">Hari kerja: {data.hari_kerja[bulan] ?? 0}</p>
    </div>
  )
}
