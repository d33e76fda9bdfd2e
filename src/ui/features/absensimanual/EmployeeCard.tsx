import type { PegawaiCariRow } from '../../../contract/pegawai-schema.ts'
import { type Fact, FactList } from '../../components/FactList.tsx'
import { FallbackImage } from '../../components/FallbackImage.tsx'
import { formatTanggalTanpaHari, hitungUmur } from '../../lib/format.ts'

/** SPEC.md §2: L is shown as Laki-laki, anything else as Perempuan. */
export const jenisKelamin = (jk: string) => (jk === 'L' ? 'Laki-laki' : 'Perempuan')

function tempatTanggalLahir(row: PegawaiCariRow): string {
  const tanggal = formatTanggalTanpaHari(row.tgllahir)
  return [row.tempat, tanggal].filter(Boolean).join(', ') || '-'
}

/** The chosen employee: photo (default image when missing), NIP, gender, position, contact, birth, age. */
export function EmployeeCard({ pegawai }: { pegawai: PegawaiCariRow }) {
  const umur = pegawai.umur ?? hitungUmur(pegawai.tgllahir)
  const facts: Fact[] = [
    ['NIP', pegawai.nip],
    ['Jenis Kelamin', jenisKelamin(pegawai.jk)],
    ['Jabatan', pegawai.jabatan || '-'],
    ['Unit', pegawai.cabang],
    ['Kontak', pegawai.wa || '-'],
    ['Tempat, Tanggal Lahir', tempatTanggalLahir(pegawai)],
    ['Umur', umur === null ? '-' : `${umur} tahun`],
  ]
  return (
    <section className="employee-card" aria-label={`Pegawai terpilih: ${pegawai.nama}`}>
      <FallbackImage
        className="employee-photo"
        src={pegawai.image1}
        alt={`Foto ${pegawai.nama}`}
        fallbackAlt={`Foto ${pegawai.nama} belum ada`}
        width={96}
        height={96}
      />
      <div>
        <h2 className="employee-name">{pegawai.nama}</h2>
        <FactList facts={facts} layout="grid" />
      </div>
    </section>
  )
}
