import {
  DISEMBUNYIKAN,
  DIUBAH_DISEMBUNYIKAN,
  type JenisRujukan,
  type NamaRujukan,
} from '../../../contract/jejak-perubahan.ts'
import { NAMA_JENIS_KALENDER } from '../../../contract/kalender.ts'
import { NAMA_ARAH_MESIN } from '../../../contract/mesin.ts'
import { SINGKATAN_ZONA, type ZonaWaktu } from '../../../domain/calendar.ts'
import { formatAngka, formatTanggalPendek } from '../../lib/format.ts'
import { STATUS_PEGAWAI } from '../pegawai/status.ts'
import { ATURAN_LOKASI } from '../shift/aturan-lokasi.ts'

/**
 * The words of Jejak Perubahan (issue 34): every column the trail records, named as its form
 * names it, and its stored value (a code, an id, a date) as the admin reads it on that form.
 */

/** What a decoder may look at: the names the answer gave and the rest of the row. */
export interface DecodeContext {
  nama: NamaRujukan
  row: Record<string, unknown>
}

export interface Kolom {
  /** The form's label (a function where the row says which setting it is). */
  label: string | ((row: Record<string, unknown>) => string)
  /** The value as the admin reads it; plain text when absent. */
  nilai?: (value: unknown, context: DecodeContext) => string
}

/** The record's own key: the title names the record, so the key is not listed. */
const KUNCI = 'kunci' as const

/**
 * A table's columns (the UI may not import the database's types: tests/unit/jejak-perubahan-view
 * checks these against the schema snapshot, so a new column without a label fails there).
 */
type KolomTabel = Readonly<Record<string, Kolom | typeof KUNCI>>

const text = (value: unknown) => String(value)
const tanggal = (value: unknown) => formatTanggalPendek(String(value)) || String(value)
const menit = (value: unknown) => `${formatAngka(Number(value))} menit`
const yaTidak = (value: unknown) => (Number(value) === 1 ? 'Ya' : 'Tidak')
/** A code decoded by its list (the stored value itself when the list does not know it). */
const pilihan =
  (names: Readonly<Record<string, string>>) =>
  (value: unknown): string =>
    names[String(value)] ?? String(value)
/** Another record by its key: its name from the answer (the key itself when it is gone). */
const rujukan =
  (jenis: JenisRujukan) =>
  (value: unknown, { nama }: DecodeContext): string =>
    nama[jenis][String(value)] ?? String(value)
const daftarRujukan = (jenis: JenisRujukan) => (value: unknown, context: DecodeContext) =>
  Array.isArray(value) ? value.map((key) => rujukan(jenis)(key, context)).join(', ') || '–' : text(value)

export const STATUS_ABSENSI = { 0: 'Masuk', 1: 'Ijin', 2: 'Sakit' }
export const CARA_ABSEN = { 0: 'Aplikasi', 1: 'Manual', 2: 'Mesin' }
export const PERSETUJUAN = { 0: 'Menunggu Jawaban', 1: 'Disetujui', 9: 'Ditolak' }
export const JENIS_IJIN = { 0: 'Sakit', 1: 'Ijin' }
const JENIS_KELAMIN = { L: 'Laki-laki', P: 'Perempuan' }
const TIPE_PEGAWAI = { normal: 'Umum', ajar: 'Guru (jam mengajar)' }
const HAK_AKSES = { 0: 'Admin Yayasan', 1: 'Admin Unit' }
const ATURAN = Object.fromEntries(ATURAN_LOKASI.map((aturan) => [aturan.value, aturan.label]))
const CUTI_BERSAMA = { libur: 'Libur untuk semua pegawai', kerja: 'Hari kerja' }
const CUTI_DASAR = { januari: 'Setiap 1 Januari', ulang_tahun: 'Setiap ulang tahun masa kerja' }
const PERSETUJUAN_TINGKAT = { 1: '1 tingkat', 2: '2 tingkat (Admin Unit, lalu Admin Yayasan)' }
const TRUE_FALSE = { true: 'Ya', false: 'Tidak' }
export const KATEGORI_CATATAN = { cuti: 'Cuti', dinas: 'Dinas Luar' }
export const HITUNG_CUTI = { sakit: 'Sakit', ijin: 'Ijin', cuti: 'Cuti', dinas: 'Dinas Luar' }
const KUOTA_PER = { '': 'Tanpa kuota', tahun: 'per tahun', peristiwa: 'per peristiwa' }
const JENIS_MUTASI = { ambil: 'Diambil', kembali: 'Dikembalikan', penyesuaian: 'Penyesuaian' }
const hari = (value: unknown) => `${formatAngka(Number(value))} hari`

/** The settings (pengaturan is one row per key): each named as the Pengaturan form names it. */
export const NAMA_PENGATURAN: Readonly<Record<string, string>> = {
  nama_yayasan: 'Nama Yayasan',
  alamat_yayasan: 'Alamat Yayasan',
  toleransi_terlambat_menit: 'Toleransi Keterlambatan (menit)',
  zona_waktu: 'Zona Waktu',
  cuti_bersama: 'Cuti bersama',
  cuti_dasar: 'Pemberian cuti tahunan',
  cuti_jatah: 'Jatah cuti tahunan (hari)',
  cuti_bawa_maks: 'Sisa cuti yang dapat dibawa (hari)',
  cuti_bawa_bulan: 'Masa berlaku sisa cuti (bulan)',
  cuti_bersama_potong: 'Cuti bersama memotong cuti tahunan',
  persetujuan_tingkat: 'Persetujuan ijin',
  batas_tunda_jam: 'Batas Absen Tertunda (jam)',
  mesin_jeda_pulang: 'Jeda pulang mesin absensi (menit)',
  ekspor_terakhir: 'Ekspor data terakhir',
}
/** The settings whose stored value is a code, decoded as the Pengaturan form shows it. */
const PILIHAN_PENGATURAN: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  cuti_bersama: CUTI_BERSAMA,
  cuti_dasar: CUTI_DASAR,
  cuti_bersama_potong: TRUE_FALSE,
  persetujuan_tingkat: PERSETUJUAN_TINGKAT,
}
const namaPengaturan = (kunci: unknown) => NAMA_PENGATURAN[String(kunci)] ?? String(kunci)
const nilaiPengaturan = (value: unknown, { row }: DecodeContext) =>
  PILIHAN_PENGATURAN[String(row.kunci)]
    ? pilihan(PILIHAN_PENGATURAN[String(row.kunci)] ?? {})(value)
    : row.kunci === 'zona_waktu'
      ? (SINGKATAN_ZONA[String(value) as ZonaWaktu] ?? String(value))
      : text(value)

const pegawai: KolomTabel = {
  idp: KUNCI,
  nip: { label: 'NIP' },
  nama: { label: 'Nama' },
  jk: { label: 'Jenis Kelamin', nilai: pilihan(JENIS_KELAMIN) },
  tempat: { label: 'Tempat Lahir' },
  tgllahir: { label: 'Tanggal Lahir', nilai: tanggal },
  alamat: { label: 'Alamat' },
  jabatan: { label: 'Jabatan' },
  pendidikan: { label: 'Pendidikan' },
  catatan: { label: 'Catatan' },
  wa: { label: 'Nomor WA' },
  email: { label: 'Email' },
  status: {
    label: 'Status',
    nilai: pilihan(Object.fromEntries(STATUS_PEGAWAI.map((name, code) => [code, name]))),
  },
  tglmasuk: { label: 'Tanggal Masuk', nilai: tanggal },
  tglkeluar: { label: 'Tanggal Keluar', nilai: tanggal },
  kode: { label: 'Unit', nilai: rujukan('unit') },
  pass_hash: { label: 'Kata Sandi' },
  idshift: { label: 'Jadwal', nilai: rujukan('shift') },
  status_aktif: { label: 'Akses aplikasi aktif', nilai: yaTidak },
  tipe: { label: 'Jenis Pegawai', nilai: pilihan(TIPE_PEGAWAI) },
  image1: { label: 'Foto' },
  pin_mesin: { label: 'PIN Mesin Absensi' },
}

const absensi: KolomTabel = {
  id: KUNCI,
  idp: { label: 'Pegawai', nilai: rujukan('pegawai') },
  tgl: { label: 'Tanggal', nilai: tanggal },
  status: { label: 'Status', nilai: pilihan(STATUS_ABSENSI) },
  waktu_masuk: { label: 'Datang' },
  waktu_pulang: { label: 'Pulang' },
  keterlambatan: { label: 'Terlambat', nilai: menit },
  pulangawal: { label: 'Pulang Awal', nilai: menit },
  waktukerja: { label: 'Waktu Kerja', nilai: menit },
  idar: { label: 'Area Absensi', nilai: rujukan('area') },
  lokasi: { label: 'Lokasi' },
  device: { label: 'Cara Absen', nilai: pilihan(CARA_ABSEN) },
  tglentri: { label: 'Tanggal Entri', nilai: tanggal },
  waktuentri: { label: 'Waktu Entri' },
  lat: { label: 'Latitude' },
  lng: { label: 'Longitude' },
  opr: { label: 'Operator' },
  catatan: { label: 'Alasan' },
  idj: { label: 'Pengajuan ijin (nomor)' },
  kategori: { label: 'Dihitung sebagai', nilai: pilihan(KATEGORI_CATATAN) },
  kirim_masuk: { label: 'Datang terkirim tertunda' },
  kirim_pulang: { label: 'Pulang terkirim tertunda' },
  id_kirim_masuk: { label: 'ID pengiriman datang' },
  id_kirim_pulang: { label: 'ID pengiriman pulang' },
  sumber_masuk: { label: 'Sumber datang', nilai: pilihan(CARA_ABSEN) },
  sumber_pulang: { label: 'Sumber pulang', nilai: pilihan(CARA_ABSEN) },
  idmesin_masuk: { label: 'Mesin datang', nilai: rujukan('mesin') },
  idmesin_pulang: { label: 'Mesin pulang', nilai: rujukan('mesin') },
}

const pengajuanIjin: KolomTabel = {
  idj: KUNCI,
  idp: { label: 'Pegawai', nilai: rujukan('pegawai') },
  tglx: { label: 'Tanggal Pengajuan', nilai: tanggal },
  tglawal: { label: 'Tanggal Awal', nilai: tanggal },
  tglakhir: { label: 'Tanggal Akhir', nilai: tanggal },
  hari: { label: 'Jumlah Hari' },
  alasan: { label: 'Alasan' },
  keterangan: { label: 'Keterangan' },
  status: { label: 'Status', nilai: pilihan(JENIS_IJIN) },
  disetujui: { label: 'Persetujuan', nilai: pilihan(PERSETUJUAN) },
  catatan: { label: 'Catatan Penolakan' },
  idjenis: { label: 'Jenis Cuti', nilai: rujukan('jenis_cuti') },
  hari_tanpa_upah: { label: 'Hari di luar tanggungan', nilai: hari },
  diajukan_oleh: { label: 'Diajukan oleh' },
  setuju_unit_oleh: { label: 'Disetujui Admin Unit oleh' },
  setuju_unit_waktu: { label: 'Disetujui Admin Unit pada' },
  dijawab_oleh: { label: 'Dijawab oleh' },
  dijawab_waktu: { label: 'Dijawab pada' },
  dibatalkan_oleh: { label: 'Dibatalkan oleh' },
  dibatalkan_waktu: { label: 'Dibatalkan pada' },
  alasan_batal: { label: 'Alasan pembatalan' },
}

const jenisCuti: KolomTabel = {
  idjenis: KUNCI,
  kode: { label: 'Kode' },
  nama: { label: 'Nama' },
  hitung: { label: 'Dihitung sebagai', nilai: pilihan(HITUNG_CUTI) },
  perlu_surat: { label: 'Perlu surat', nilai: yaTidak },
  pakai_saldo: { label: 'Memotong cuti tahunan', nilai: yaTidak },
  kuota: { label: 'Kuota', nilai: hari },
  kuota_per: { label: 'Kuota berlaku', nilai: pilihan(KUOTA_PER) },
  maks_hari: { label: 'Paling lama (hari)' },
  hari_kalender: { label: 'Dihitung hari kalender', nilai: yaTidak },
  masa_kerja_bulan: { label: 'Masa kerja minimal (bulan)' },
  tanpa_upah: { label: 'Boleh melebihi sebagai cuti di luar tanggungan', nilai: yaTidak },
  aktif: { label: 'Aktif', nilai: yaTidak },
}

const cutiMutasi: KolomTabel = {
  idmutasi: KUNCI,
  idp: { label: 'Pegawai', nilai: rujukan('pegawai') },
  tgl: { label: 'Tanggal', nilai: tanggal },
  jenis: { label: 'Jenis', nilai: pilihan(JENIS_MUTASI) },
  hari: { label: 'Hari', nilai: hari },
  idj: { label: 'Pengajuan ijin (nomor)' },
  keterangan: { label: 'Keterangan' },
  oleh: { label: 'Oleh' },
  waktu: { label: 'Waktu' },
}

const shift: KolomTabel = {
  idshift: KUNCI,
  label: { label: 'Nama Kategori' },
  lokasi_masuk: { label: 'Lokasi Absen Datang', nilai: pilihan(ATURAN) },
  lokasi_pulang: { label: 'Lokasi Absen Pulang', nilai: pilihan(ATURAN) },
  // `hari` is expanded to one row per weekday (jejak-view.ts).
}

const kalender: KolomTabel = {
  idkalender: KUNCI,
  jenis: { label: 'Jenis', nilai: pilihan(NAMA_JENIS_KALENDER) },
  tglawal: { label: 'Tanggal awal', nilai: tanggal },
  tglakhir: { label: 'Tanggal akhir', nilai: tanggal },
  keterangan: { label: 'Keterangan' },
  sk: { label: 'Surat Keputusan' },
  semua_unit: { label: 'Semua unit', nilai: yaTidak },
  unit: { label: 'Unit', nilai: daftarRujukan('unit') },
}

/** Every table the trail records, column by column. */
export const KOLOM: Readonly<Record<string, KolomTabel>> = {
  pegawai,
  absensi,
  pengajuan_ijin: pengajuanIjin,
  jenis_cuti: jenisCuti,
  cuti_mutasi: cutiMutasi,
  shift,
  kalender,
  area_absensi: {
    idar: KUNCI,
    lokasi: { label: 'Nama Lokasi' },
    lat: { label: 'Latitude' },
    lng: { label: 'Longitude' },
    radius: { label: 'Radius (meter)' },
    keterangan: { label: 'Keterangan' },
    kode: { label: 'Unit', nilai: rujukan('unit') },
  },
  kantor: {
    kode: { label: 'Kode Unit' },
    cabang: { label: 'Nama Unit' },
    pusat: { label: 'Unit Pusat', nilai: yaTidak },
    alamat: { label: 'Alamat' },
    kepala: { label: 'Kepala Unit' },
  },
  mesin: {
    idmesin: KUNCI,
    nama: { label: 'Nama Mesin' },
    sn: { label: 'Nomor Seri (SN)' },
    kode: { label: 'Unit', nilai: rujukan('unit') },
    idar: { label: 'Area Absensi', nilai: rujukan('area') },
    arah: { label: 'Cara Membaca Absen', nilai: pilihan(NAMA_ARAH_MESIN) },
    aktif: { label: 'Aktif', nilai: yaTidak },
    stamp: { label: 'Stamp terakhir' },
    push_terakhir: { label: 'Push terakhir' },
  },
  // A machine file import's one entry (issue 32, docs/mesin.md): the file's counts, not a punch.
  scan_log: {
    idmesin: { label: 'Mesin', nilai: rujukan('mesin') },
    mesin: { label: 'Nama Mesin' },
    sumber: { label: 'Sumber' },
    baris: { label: 'Baris dibaca' },
    absen_baru: { label: 'Absen baru' },
    duplikat: { label: 'Duplikat' },
    tidak_terbaca: { label: 'Baris tidak terbaca' },
    pin_tidak_dikenal: { label: 'PIN tidak dikenal' },
    catatan_baru: { label: 'Catatan absensi baru' },
    catatan_diubah: { label: 'Catatan absensi diubah' },
  },
  jabatan: { id: KUNCI, jabatan: { label: 'Jabatan' } },
  pendidikan: { id: KUNCI, pendidikan: { label: 'Pendidikan' } },
  hari_libur: {
    idx: KUNCI,
    tgllibur: { label: 'Tanggal', nilai: tanggal },
    keterangan: { label: 'Uraian' },
    idkalender: KUNCI,
  },
  hari_khusus: {
    idx: KUNCI,
    tglkhusus: { label: 'Tanggal', nilai: tanggal },
    keterangan: { label: 'Uraian' },
  },
  pengguna: {
    iduser: KUNCI,
    usernama: { label: 'Nama Pengguna' },
    namalengkap: { label: 'Nama Lengkap' },
    pass_hash: { label: 'Kata Sandi' },
    levelx: { label: 'Hak Akses', nilai: pilihan(HAK_AKSES) },
    ids: { label: 'Unit', nilai: rujukan('unit') },
  },
  tahunajaran: {
    id: KUNCI,
    nama: { label: 'Tahun Ajaran' },
    tglawal: { label: 'Tanggal Mulai', nilai: tanggal },
    tglakhir: { label: 'Tanggal Selesai', nilai: tanggal },
    aktif: { label: 'Aktif', nilai: yaTidak },
  },
  pengaturan: {
    kunci: KUNCI,
    nilai: { label: (row) => namaPengaturan(row.kunci), nilai: nilaiPengaturan },
  },
}

/** How the screen names the tables the trail records (the database's names otherwise). */
const TABEL_LABEL: Record<string, string> = {
  pegawai: 'Pegawai',
  absensi: 'Absensi',
  pengajuan_ijin: 'Pengajuan Ijin',
  jenis_cuti: 'Jenis Cuti',
  cuti_mutasi: 'Buku Cuti',
  mesin: 'Mesin Absensi',
  scan_log: 'Scan Log Mesin',
  mesin_tak_dikenal: 'Mesin Tidak Dikenal',
  shift: 'Jadwal',
  jabatan: 'Jabatan',
  pendidikan: 'Pendidikan',
  kantor: 'Unit',
  area_absensi: 'Area Absensi',
  kalender: 'Kalender Kerja',
  hari_libur: 'Libur Khusus',
  hari_khusus: 'Hari Rapat',
  pengguna: 'Pengguna',
  tahunajaran: 'Tahun Ajaran',
  pengaturan: 'Pengaturan',
  'semua data': 'Semua data (impor/reset)',
  // Named only in an import's or reset's row counts: parts of the records above.
  shift_hari: 'Hari jadwal',
  absensi_foto: 'Foto absensi',
  absensi_ajar: 'Jam mengajar',
  kalender_unit: 'Unit kalender',
  surat_ijin: 'Surat ijin',
  sesi: 'Sesi admin',
  sesi_pegawai: 'Sesi pegawai',
  login_gagal: 'Login gagal',
  jejak_perubahan: 'Jejak Perubahan',
}
export const tabelLabel = (tabel: string) => TABEL_LABEL[tabel] ?? tabel

/** A masked secret says only whether it is there or was changed, never the stored marker. */
export function secretText(value: unknown): string | undefined {
  if (value === DIUBAH_DISEMBUNYIKAN) return 'diubah'
  if (value === DISEMBUNYIKAN) return 'ada'
  return undefined
}

export { KUNCI, namaPengaturan, tanggal as tanggalPendek }
