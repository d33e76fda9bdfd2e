import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import type { PegawaiCariRow } from '../../../contract/pegawai-schema.ts'
import { href } from '../../app/route-table.ts'
import { sessionAtom } from '../../lib/session.ts'

/**
 * Why nothing can be entered for an employee without a linked schedule (issue 20): said once, with
 * the cause and the way out. The schedule is set on the employee's form, which only an Admin
 * Yayasan opens (SPEC.md §2); a unit admin is told whom to ask.
 */
export function NoScheduleNotice({ pegawai }: { pegawai: Pick<PegawaiCariRow, 'idp' | 'nama'> }) {
  const session = useAtomValue(sessionAtom)
  return (
    <div className="notice no-schedule" role="alert" tabIndex={-1}>
      <p>
        <strong>{pegawai.nama} belum punya jadwal kerja.</strong> Presensi hanya dapat dibantu untuk pegawai
        yang jadwal kerjanya sudah dipilih di data pegawai (pengaturan pegawai).
      </p>
      {session?.levelx === 0 ? (
        <Link href={href('pegawai.ubah', { idp: pegawai.idp })}>
          Pilih jadwal kerja di data {pegawai.nama}
        </Link>
      ) : (
        <p>Minta Admin Yayasan memilih jadwal kerjanya di data pegawai.</p>
      )}
    </div>
  )
}
