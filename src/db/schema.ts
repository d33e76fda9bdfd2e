import type { Generated, Insertable, Selectable } from 'kysely'

/**
 * The one source of the database's shape. Column names follow the HTTP contract's field names
 * (SPEC.md §3) so rows map to responses without renaming. Dates are 'YYYY-MM-DD' text, times
 * 'HH:mm' text (local wall-clock, never UTC instants); flags are 0/1 integers.
 */
export interface Database {
  kantor: KantorTable
  jabatan: JabatanTable
  pendidikan: PendidikanTable
  shift: ShiftTable
  shift_hari: ShiftHariTable
  pegawai: PegawaiTable
  area_absensi: AreaAbsensiTable
  absensi: AbsensiTable
  absensi_foto: AbsensiFotoTable
  absensi_ajar: AbsensiAjarTable
  hari_libur: HariLiburTable
  kalender: KalenderTable
  kalender_unit: KalenderUnitTable
  hari_khusus: HariKhususTable
  jenis_cuti: JenisCutiTable
  pengajuan_ijin: PengajuanIjinTable
  surat_ijin: SuratIjinTable
  cuti_mutasi: CutiMutasiTable
  pengguna: PenggunaTable
  sesi: SesiTable
  sesi_pegawai: SesiPegawaiTable
  login_gagal: LoginGagalTable
  tahunajaran: TahunAjaranTable
  pengaturan: PengaturanTable
  jejak_perubahan: JejakPerubahanTable
  mesin: MesinTable
  scan_log: ScanLogTable
  mesin_tak_dikenal: MesinTakDikenalTable
  jam_pelajaran: JamPelajaranTable
  kelas: KelasTable
  jadwal_ajar: JadwalAjarTable
}

/** A 0/1 integer flag (SQLite has no boolean). */
export type Flag = 0 | 1
/** Where a check-in/out is accepted: 0 anywhere, 1 any registered area, 2 the employee's own office's areas. */
export type LokasiRule = 0 | 1 | 2

/**
 * Office or school. `pusat` = 1 marks the head office (valid check-in place on meeting days).
 * `kepala` is the head's name, signed under 'Mengetahui, Kepala …' on a print of the unit.
 */
export interface KantorTable {
  kode: string
  cabang: string
  pusat: Flag
  alamat: Generated<string>
  kepala: Generated<string>
}

export interface JabatanTable {
  id: Generated<number>
  jabatan: string
}

export interface PendidikanTable {
  id: Generated<number>
  pendidikan: string
}

/** lokasi_*: 0 anywhere, 1 any registered area, 2 the employee's own office's areas. */
export interface ShiftTable {
  idshift: Generated<number>
  label: string
  lokasi_masuk: LokasiRule
  lokasi_pulang: LokasiRule
}

/** One row per shift per weekday (0 = Ahad/Sunday … 6 = Sabtu). */
export interface ShiftHariTable {
  idshift: number
  hari: number
  waktu_masuk: string
  waktu_pulang: string
  libur: Flag
}

export interface PegawaiTable {
  idp: Generated<number>
  nip: string
  nama: string
  jk: 'L' | 'P'
  tempat: string
  tgllahir: string | null
  alamat: string
  jabatan: string
  pendidikan: string
  catatan: string
  wa: string
  email: string
  /** 0 Aktif, 1 Non Aktif, 2 Keluar/Pindah. */
  status: 0 | 1 | 2
  tglmasuk: string | null
  tglkeluar: string | null
  kode: string
  /** Hash of the employee's mobile-app password (never returned). */
  pass_hash: string
  idshift: number | null
  status_aktif: Flag
  /** 'normal' or 'ajar' (teacher: history shows subject and class). */
  tipe: 'normal' | 'ajar'
  /** Photo as a base64 data URL, resized to 60x60 by the client. */
  image1: string | null
  /** The employee's user id (PIN) on the fingerprint machines (issue 32); null: the NIP. */
  pin_mesin: Generated<string | null>
  /** A teacher's category for the per-lesson honorarium (issue 33); null: none. */
  kategori_guru: Generated<KategoriGuru | null>
}

export interface AreaAbsensiTable {
  idar: Generated<number>
  lokasi: string
  lat: number
  lng: number
  radius: number
  keterangan: string
  kode: string
}

/** How a record or half of one was taken: 0 the employee app, 1 manual entry, 2 a fingerprint machine. */
export type Device = 0 | 1 | 2

/** At most one record per employee per date. status: 0 masuk, 1 ijin, 2 sakit. device: 0 app, 1 manual, 2 machine. */
export interface AbsensiTable {
  id: Generated<number>
  idp: number
  tgl: string
  status: 0 | 1 | 2
  waktu_masuk: string | null
  waktu_pulang: string | null
  keterlambatan: number
  pulangawal: number
  waktukerja: number
  idar: number | null
  lokasi: string
  device: Device
  tglentri: string
  waktuentri: string
  lat: number | null
  lng: number | null
  opr: string
  catatan: string
  /** The approved leave request this record was written for (issue 31): a cancellation removes it. */
  idj: Generated<number | null>
  /** A leave record of a type counted as cuti or dinas (status 1); null: the spec's own meaning. */
  kategori: Generated<KategoriCatatan | null>
  /** When a check-in/out sent late reached the server ('YYYY-MM-DD HH:mm'); null: sent as taken. */
  kirim_masuk: string | null
  kirim_pulang: string | null
  /** The employee app's id of the sending (a re-send of it writes nothing). */
  id_kirim_masuk: string | null
  id_kirim_pulang: string | null
  /** Which source each half came from when they differ (issue 32); null: the record's `device`. */
  sumber_masuk: Generated<Device | null>
  sumber_pulang: Generated<Device | null>
  /** The machine a half came from (device 2). */
  idmesin_masuk: Generated<number | null>
  idmesin_pulang: Generated<number | null>
}

/** How a leave record is counted beyond the spec's ijin (1) and sakit (2). */
export type KategoriCatatan = 'cuti' | 'dinas'

export interface AbsensiFotoTable {
  absensi_id: number
  jenis: 'datang' | 'pulang'
  data: Uint8Array
}

/** Teaching-hour attendance of teachers (employees with tipe 'ajar'). */
export interface AbsensiAjarTable {
  id: Generated<number>
  /** Who taught (a substitute for 'pengganti'); the scheduled teacher for 'tidak'. */
  idp: number
  tgl: string
  matpel: string
  kelas: string
  /** The lesson's start 'HH:mm' (the SPEC's history shows it). */
  waktu: string
  /** The timetable cell taught (issue 33); null for a row written before timetables. */
  idjadwal: Generated<number | null>
  jamke: Generated<number | null>
  status: Generated<StatusAjar>
  /** The scheduled teacher of a 'pengganti' or 'tidak' lesson. */
  idp_jadwal: Generated<number | null>
  /** The teaching journal: what was taught. */
  materi: Generated<string>
  /** Why a lesson was not taught. */
  alasan: Generated<string>
  dicatat: Generated<DicatatAjar>
  /** The admin or duty officer who recorded it ('' from the app). */
  opr: Generated<string>
  /** When it was recorded ('YYYY-MM-DD HH:mm', the foundation's zone). */
  waktu_catat: Generated<string | null>
  lat: Generated<number | null>
  lng: Generated<number | null>
}

/** A lesson: taught by its teacher, by a substitute (who gets the JP), or not taught. */
export type StatusAjar = 'hadir' | 'pengganti' | 'tidak'
/** Who recorded a lesson: the teacher in the app, the duty officer (piket), or an admin. */
export type DicatatAjar = 'app' | 'piket' | 'admin'
/** How a teacher is paid per lesson hour (null: not paid per JP). */
export type KategoriGuru = 'GTY' | 'GTT' | 'honorer'

/** One date of a foundation-wide calendar entry, as the SPEC's Libur Khusus list shows it. */
export interface HariLiburTable {
  idx: Generated<number>
  tgllibur: string
  keterangan: string
  /** The calendar entry the date belongs to (null only in a file written outside this app). */
  idkalender: number | null
}

/** The calendar's kinds of day off (issue 30): Libur Nasional, Cuti Bersama, Libur Yayasan, Libur Unit. */
export type JenisKalender = 'nasional' | 'cuti_bersama' | 'yayasan' | 'unit'

/** A calendar entry (docs/kalender.md): a range of days off, for every unit or the units chosen. */
export interface KalenderTable {
  idkalender: Generated<number>
  jenis: JenisKalender
  tglawal: string
  tglakhir: string
  keterangan: string
  /** The decree an imported national entry comes from ('' for an entry typed by hand). */
  sk: Generated<string>
  /** 1: every unit; 0: the units in kalender_unit. */
  semua_unit: Generated<0 | 1>
}

export interface KalenderUnitTable {
  idkalender: number
  kode: string
}

export interface HariKhususTable {
  idx: Generated<number>
  tglkhusus: string
  keterangan: string
}

/** How the recap counts a leave type (issue 31): the spec's sakit and ijin, cuti, or dinas (present elsewhere). */
export type HitungCuti = 'sakit' | 'ijin' | 'cuti' | 'dinas'

/** A leave type (Jenis Cuti, issue 31, docs/cuti.md). Ids 1 (Ijin) and 2 (Sakit) are the spec's two kinds. */
export interface JenisCutiTable {
  idjenis: Generated<number>
  kode: string
  nama: string
  hitung: HitungCuti
  perlu_surat: Flag
  /** 1: the days come out of the annual leave balance (Cuti Tahunan). */
  pakai_saldo: Flag
  /** Days allowed per `kuota_per` (0: no quota). */
  kuota: number
  kuota_per: '' | 'tahun' | 'peristiwa'
  /** The longest single request in days (0: no limit of its own). */
  maks_hari: number
  /** 1: requests count calendar days (maternity), not working days. */
  hari_kalender: Flag
  /** Months of service before the type may be requested. */
  masa_kerja_bulan: number
  /** 1: days beyond the balance or quota are allowed as unpaid leave instead of refused. */
  tanpa_upah: Flag
  aktif: Flag
}

/**
 * status: 0 sakit, 1 ijin. disetujui: 0 pending, 1 approved, 9 rejected (or cancelled: dibatalkan_waktu set).
 * Issue 31 adds the type and each step's who and when (null: not taken).
 */
export interface PengajuanIjinTable {
  idj: Generated<number>
  idp: number
  tglx: string
  tglawal: string
  tglakhir: string
  hari: number
  alasan: string
  keterangan: string
  status: 0 | 1
  disetujui: 0 | 1 | 9
  catatan: string
  /** Null only in a file written before issue 31: Sakit for status 0, Ijin for 1. */
  idjenis: Generated<number | null>
  /** Days of the request beyond the balance or quota, granted unpaid (type with tanpa_upah). */
  hari_tanpa_upah: Generated<number>
  /** '' when the employee asked in the app; otherwise the admin's username who entered it. */
  diajukan_oleh: Generated<string>
  setuju_unit_oleh: Generated<string | null>
  setuju_unit_waktu: Generated<string | null>
  dijawab_oleh: Generated<string | null>
  dijawab_waktu: Generated<string | null>
  dibatalkan_oleh: Generated<string | null>
  dibatalkan_waktu: Generated<string | null>
  alasan_batal: Generated<string>
}

/**
 * The stored half of an employee's annual-leave ledger (issue 31): days taken by an approval
 * (negative), given back by a cancellation, adjusted by hand with a reason. Allocations, carry-over,
 * expiry and cuti bersama are computed from the settings and the calendar (src/domain/leave-ledger.ts).
 */
export interface CutiMutasiTable {
  idmutasi: Generated<number>
  idp: number
  /** The date the entry counts on: the leave's first day, or the adjustment's date. */
  tgl: string
  jenis: 'ambil' | 'kembali' | 'penyesuaian'
  hari: number
  idj: number | null
  keterangan: Generated<string>
  oleh: string
  waktu: string
}

export interface SuratIjinTable {
  idj: number
  data: Uint8Array
}

/** levelx: 0 Admin Yayasan, 1 Admin Unit (ids = the unit's kantor.kode). */
export interface PenggunaTable {
  iduser: Generated<number>
  usernama: string
  namalengkap: string
  pass_hash: string
  levelx: 0 | 1
  ids: string | null
}

/** Sessions are looked up by the SHA-256 of the bearer token, so a leaked DB holds no usable token. */
export interface SesiTable {
  token_hash: string
  iduser: number
  dibuat: string
  kedaluwarsa: string
}

/** Employee-app sessions (issue 17): apart from the admins' so neither token opens the other's calls. */
export interface SesiPegawaiTable {
  token_hash: string
  idp: number
  dibuat: string
  kedaluwarsa: string
}

export interface LoginGagalTable {
  usernama: string
  jumlah: number
  pertama: string
  terkunci_sampai: string | null
}

export interface TahunAjaranTable {
  id: Generated<number>
  nama: string
  tglawal: string
  tglakhir: string
  aktif: Flag
}

/** `pengaturan` key of the last export's time (UTC ISO instant), shown with the backup reminder. */
export const EKSPOR_TERAKHIR = 'ekspor_terakhir'

/** Settings as key/value text: `toleransi_terlambat_menit`, `ekspor_terakhir`. */
export interface PengaturanTable {
  kunci: string
  nilai: string
}

/** What an audit-trail entry records: a row added, changed or deleted. */
export type JenisPerubahan = 'tambah' | 'ubah' | 'hapus'

/**
 * The audit trail (docs/audit-trail.md): who (id and name at that time), when (foundation clock),
 * what (table, record id, kind) and the row before/after as JSON text, secrets masked.
 */
export interface JejakPerubahanTable {
  id: Generated<number>
  tgl: string
  jam: string
  iduser: number
  namauser: string
  tabel: string
  idrekaman: string
  jenis: JenisPerubahan
  sebelum: string | null
  sesudah: string | null
  keterangan: Generated<string>
}

export type Pegawai = Selectable<PegawaiTable>
export type NewPegawai = Insertable<PegawaiTable>
export type Pengguna = Selectable<PenggunaTable>

/** How a machine's punches are read: by their in/out status, or first = datang and last = pulang. */
export type ArahMesin = 'status' | 'urutan'

/** A fingerprint/face machine (issue 32, docs/mesin.md). `sn` is stored upper-case. */
export interface MesinTable {
  idmesin: Generated<number>
  nama: string
  sn: string
  kode: string
  idar: number | null
  arah: ArahMesin
  aktif: Flag
  /** The last ATTLOGStamp the machine pushed ('' none yet). */
  stamp: Generated<string>
  /** When the machine last called the server ('YYYY-MM-DD HH:mm:ss', the foundation's zone). */
  push_terakhir: Generated<string | null>
}

/** Where a punch came from: a file imported by an admin, or the machine's own push. */
export type SumberScan = 'berkas' | 'push'

/** One punch as the machine recorded it, kept raw once per (machine, PIN, time). */
export interface ScanLogTable {
  id: Generated<number>
  idmesin: number
  pin: string
  /** The machine's local time 'YYYY-MM-DD HH:mm:ss'. */
  waktu: string
  /** The machine's status: 0 check-in, 1 check-out, 4/5 overtime in/out, others no direction. */
  status: number
  verifikasi: number
  kode_kerja: string
  /** The line as received. */
  baris: string
  sumber: SumberScan
  diterima: string
  /** The employee the PIN named when stored or linked; null: an unknown PIN. */
  idp: number | null
  /** What the punch did to attendance (docs/mesin.md). */
  hasil: string
}

/** A serial number that called the server without being registered. */
export interface MesinTakDikenalTable {
  sn: string
  alamat: string
  pertama: string
  terakhir: string
  jumlah: number
}

/** A semester of an academic year: 1 (ganjil, from the year's start) or 2 (genap, from 1 January). */
export type Semester = 1 | 2

/** One period (or break, `jamke` null) of a weekday's bell schedule for a unit and semester. */
export interface JamPelajaranTable {
  idjam: Generated<number>
  kode: string
  idta: number
  semester: Semester
  /** 0 = Ahad … 6 = Sabtu. */
  hari: number
  jamke: number | null
  mulai: string
  selesai: string
  keterangan: Generated<string>
}

/** A class of a unit in an academic year ('7A', 'X-1'). */
export interface KelasTable {
  idkelas: Generated<number>
  kode: string
  idta: number
  nama: string
  urut: Generated<number>
}

/** One timetable cell: a class's subject and teacher in a period of a weekday. */
export interface JadwalAjarTable {
  idjadwal: Generated<number>
  kode: string
  idta: number
  semester: Semester
  hari: number
  jamke: number
  idkelas: number
  mapel: string
  idp: number
}
