import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { href } from '../../app/route-table.ts'
import { sessionAtom } from '../../lib/session.ts'
import './beranda.css'

/**
 * A unit admin's shortcut to its reports (issue 20), which show its own unit only, and its unit's
 * calendar (issue 30) and leave balances (issue 31). SPEC.md §2 gave level 1 no report menu; since
 * issue 34 its sidebar has Laporan with the same five (menu.ts), and this block stays on Beranda as a
 * shortcut.
 */
export function UnitReports() {
  const session = useAtomValue(sessionAtom)
  if (session?.levelx !== 1) return null
  const links = [
    { to: href('absensiharian'), label: 'Rekap Harian', about: 'Kedatangan dan yang belum datang hari ini' },
    { to: href('absensirekap'), label: 'Rekapitulasi', about: 'Masuk, ijin, sakit dan alpha per pegawai' },
    {
      to: href('absensiriwayat'),
      label: 'Riwayat Absensi',
      about: 'Setiap catatan absensi dalam rentang tanggal',
    },
    // Issue 31: its staff's annual-leave balances, and each one's ledger (Buku) to read and adjust.
    { to: href('saldocuti'), label: 'Saldo Cuti', about: 'Sisa cuti tahunan setiap pegawai' },
    // Issue 30: the unit's calendar, read-only for a unit admin (in its Laporan menu, last).
    { to: href('kalender'), label: 'Kalender Kerja', about: 'Hari libur dan hari kerja unit Anda' },
  ]
  return (
    <nav aria-labelledby="laporan-unit" className="unit-reports">
      <h2 id="laporan-unit">Laporan {session.sekolah || 'unit Anda'}</h2>
      <ul className="tiles">
        {links.map((link) => (
          <li key={link.to}>
            <Link href={link.to} className="tile">
              <span className="tile-label-strong">{link.label}</span>
              <span className="tile-label">{link.about}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
