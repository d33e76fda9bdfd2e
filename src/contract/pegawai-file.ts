import type { PegawaiCreateBody } from './pegawai-schema.ts'

/**
 * The employee file (issue 5, issue 28): the xlsx export writes these columns under these headers,
 * in this order, and the bulk import reads them back by header, so an export is a valid template.
 * Zod-free like messages.ts: the UI's export and reader import it without the schemas.
 */

/**
 * Fields of the create body the file has no column for: the server makes the password, an imported
 * employee gets app access and no photo, and the schedule comes by `jadwal` (its id or its name).
 * The machines' PIN is the NIP for an imported employee; another is linked from the scan log. A
 * teacher's category (issue 33) is set in the form.
 */
type NotInFile = 'pass' | 'image1' | 'status_aktif' | 'idshift' | 'pin_mesin' | 'kategori_guru'

/** A column of the file: every other field of the create body, the unit's name and the schedule. */
export type PegawaiFileField = Exclude<keyof PegawaiCreateBody, NotInFile> | 'cabang' | 'jadwal'

/**
 * Column headers, in the file's order. A field added to the create body does not compile until it
 * has its header here (or is named in `NotInFile`).
 */
export const PEGAWAI_FILE_HEADER = {
  nip: 'NIP',
  nama: 'Nama',
  /** 'L'/'P' or 'Laki-laki'/'Perempuan'. */
  jk: 'JK',
  tempat: 'Tempat Lahir',
  tgllahir: 'Tanggal Lahir',
  alamat: 'Alamat',
  /** A listed position, any letter case; '' = none. */
  jabatan: 'Jabatan',
  /** A listed education level, any letter case; '' = none. */
  pendidikan: 'Pendidikan',
  wa: 'WA',
  email: 'Email',
  /** 'Aktif', 'Non Aktif', 'Keluar/Pindah' or 0/1/2; '' = Aktif. */
  status: 'Status',
  tglmasuk: 'Tanggal Masuk',
  tglkeluar: 'Tanggal Keluar',
  /** The office's code; when empty, `cabang` (the office's name) is used. */
  kode: 'Kode Unit',
  cabang: 'Unit',
  /** The schedule's name (the export writes it) or its id. */
  jadwal: 'Jadwal',
  catatan: 'Catatan',
} as const satisfies Record<PegawaiFileField, string>

export const PEGAWAI_FILE_FIELDS = Object.keys(PEGAWAI_FILE_HEADER) as PegawaiFileField[]

/** Date columns: written as date cells; read as 'YYYY-MM-DD' (spreadsheet dates and 'DD/MM/YYYY' too). */
export const PEGAWAI_FILE_DATES: ReadonlySet<PegawaiFileField> = new Set([
  'tgllahir',
  'tglmasuk',
  'tglkeluar',
] as const)
