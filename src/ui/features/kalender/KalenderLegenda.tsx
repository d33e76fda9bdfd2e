import { JENIS_KALENDER, NAMA_JENIS_KALENDER } from '../../../contract/kalender.ts'
import { KODE_JENIS, KODE_RAPAT } from './kalender-days.ts'

/** The colours and codes of the grids, in words. */
export function KalenderLegenda({ cutiBersamaKerja }: { cutiBersamaKerja: boolean }) {
  return (
    <ul className="kal-legenda" aria-label="Keterangan warna">
      {JENIS_KALENDER.map((jenis) => (
        <li key={jenis}>
          <span className={`kal-swatch kal-${jenis}`} aria-hidden="true">
            {KODE_JENIS[jenis]}
          </span>
          {NAMA_JENIS_KALENDER[jenis]}
          {jenis === 'cuti_bersama' && cutiBersamaKerja && ' (dihitung hari kerja)'}
        </li>
      ))}
      <li>
        <span className="kal-swatch kal-pekanan" aria-hidden="true">
          7
        </span>
        Ahad / libur pekanan
      </li>
      <li>
        <span className="kal-swatch kal-rapat" aria-hidden="true">
          {KODE_RAPAT}
        </span>
        Hari Rapat
      </li>
    </ul>
  )
}
