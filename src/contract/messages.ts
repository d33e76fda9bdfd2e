import type { LeaveLabel } from '../domain/attendance.ts'

/**
 * The user-facing texts of SPEC.md §5 and §8, written once. The schemas (server-side validation),
 * the handlers and the screens (checks before sending, dialogs, toasts) all use these constants.
 * Plain strings: the UI imports them without pulling zod into its bundle.
 */
export const LOGIN_MESSAGES = {
  usernameRequired: 'isikan nama pengguna terlebih dahulu!',
  passwordRequired: 'isikan kata sandi terlebih dahulu!',
  /** Followed by ' N detik.' (the server's 429, with Retry-After). */
  tooManyAttempts: 'Terlalu banyak percobaan masuk. Coba lagi dalam',
  noActiveYear:
    'Belum ada tahun ajaran aktif. Hubungi administrator yayasan untuk memilih tahun ajaran yang aktif!',
} as const

export const TAHUN_AJARAN_MESSAGES = {
  namaRequired: 'Isikan nama tahun ajaran terlebih dahulu!',
  namaFormat: 'Nama tahun ajaran harus berformat 2026/2027',
  namaConsecutive: 'Tahun kedua harus satu tahun setelah tahun pertama',
  datesRequired: 'Isikan tanggal mulai dan selesai!',
  endAfterStart: 'Tanggal akhir harus setelah tanggal awal',
  startInFirstYear: 'Tanggal mulai harus jatuh pada tahun pertama nama tahun ajaran',
  endInSecondYear: 'Tanggal selesai harus jatuh pada tahun kedua nama tahun ajaran',
  /** Followed by the other year's name and '!'. */
  overlaps: 'Rentang tanggal bertabrakan dengan tahun ajaran',
  activeNotDeletable:
    'Tahun ajaran yang sedang aktif tidak dapat dihapus. Jadikan tahun ajaran lain aktif terlebih dahulu.',
} as const

export const SHIFT_MESSAGES = {
  labelRequired: 'Isikan nama kategori terlebih dahulu!',
  deleteTitle: 'Hapus jadwal ini?',
} as const

export const AREA_MESSAGES = {
  deleteTitle: 'Hapus lokasi absensi ini?',
  geolocationUnavailable: 'Browser tidak dapat memberikan posisi saat ini.',
} as const

/** Libur Khusus (hari_libur) and Hari Rapat (hari_khusus). */
export const TANGGAL_MESSAGES = {
  uraianRequired: 'Isikan uraian terlebih dahulu!',
  dateRequired: 'Isikan tanggal terlebih dahulu!',
  deleteTitle: 'Hapus data ini?',
} as const

/** The calendar (issue 30, docs/kalender.md). */
export const KALENDER_MESSAGES = {
  jenisInvalid: 'Pilih jenis libur: Libur Nasional, Cuti Bersama, Libur Yayasan atau Libur Unit.',
  keteranganRequired: 'Isikan keterangan terlebih dahulu!',
  endBeforeStart: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  rangeTooLong: 'Rentang tanggal paling lama 366 hari.',
  scopeInvalid: 'Cakupan unit tidak valid.',
  unitRequired: 'Pilih paling sedikit satu unit, atau berlakukan untuk semua unit.',
  unitKindNeedsUnits: 'Libur Unit berlaku untuk unit yang dipilih, bukan semua unit.',
  unitUnknown: 'Unit tidak ditemukan!',
  tahunInvalid: 'Tahun tidak valid.',
  notFound: 'Entri kalender tidak ditemukan!',
  deleteTitle: 'Hapus entri kalender ini?',
} as const

export const PEGAWAI_MESSAGES = {
  nipNamaRequired: 'Pastikan lengkapi isian NIP dan Nama!',
  nipTaken: 'No induk pegawai sudah digunakan!',
  passwordRequired: 'Kata Sandi belum diisi!',
  shiftRequired: 'Pilih dulu kaitan jadwal!',
  appPasswordRequired: 'lengkapi isian kata sandi!',
  searchTooShort: 'ketikan nip atau nama minimal 3 karakter terlebih dahulu!',
  notFound: 'Data Pegawai tidak ditemukan!',
  photoFormat: 'Foto harus berformat png, jpg atau jpeg',
  notInStaffSettings: 'Pegawai ini belum ditambahkan di pengaturan pegawai!',
} as const

/** Bulk employee import (issue 5). */
export const IMPOR_MESSAGES = {
  noRows: 'Berkas tidak berisi baris data pegawai.',
  tooManyRows: 'Maksimal 5.000 baris sekali impor.',
  noColumns: 'Kolom NIP dan Nama tidak ditemukan. Gunakan templat atau hasil Ekspor Excel.',
  unreadable: 'Berkas tidak dapat dibaca. Gunakan berkas xlsx atau csv.',
  nipRepeated: (nomor: number) => `NIP ganda di berkas (sama dengan baris ${nomor})`,
  refused: 'Impor dibatalkan, tidak ada data yang disimpan.',
} as const

/** Manual attendance. SPEC.md's own texts keep its spelling ('terlebih dahulul!'). */
export const ABSENSI_MESSAGES = {
  employeeRequired: 'Pilih pegawai terlebih dahulu!',
  locationRequired: 'Pilih lokasi absensi terlebih dahulul!',
  reasonRequired: 'Isikan alasan terlebih dahulul!',
  confirmTitle: 'Proses presensi ini?',
  confirmText: 'Pastikan tanggal dan waktu absensi benar!',
  savedTitle: 'Berhasil',
  saved: 'Presensi tersimpan',
  historyEmpty: 'Belum ada absensi manual...',
  /** The location of an arrival entered with idar 0. */
  noArea: 'Lokasi tidak tercover',
  outsideWindow: 'Tanggal absensi manual hanya dari 3 hari yang lalu sampai besok.',
  datangAllowed: 'Silakan isi absensi datang.',
  pulangAllowed: (arrival: string | null) =>
    arrival
      ? `Sudah absen datang pukul ${arrival}. Silakan isi absensi pulang.`
      : 'Silakan isi absensi pulang.',
  recordedAs: (label: LeaveLabel) => `Pegawai tercatat ${label} pada tanggal ini.`,
  complete: 'Absensi datang dan pulang pada tanggal ini sudah lengkap.',
  /** Appended to an allowed check on a day off of the employee's unit's calendar (issue 30). */
  onDayOff: (keterangan: string) =>
    `Tanggal ini libur di kalender unit pegawai (${keterangan}): keterlambatan dan pulang awal tidak dihitung.`,
  alreadyArrived: 'Pegawai sudah absen datang pada tanggal ini.',
  notArrived: 'Pegawai belum absen datang pada tanggal ini.',
  unknownArea: 'Lokasi absensi tidak dikenal!',
  departureBeforeArrival: (arrival: string) => `Waktu pulang harus setelah waktu datang (${arrival}).`,
  deleteTitle: 'Hapus riwayat absensi ini?',
  deleted: 'data telah dihapus!',
} as const

export const IJIN_MESSAGES = {
  approvalRequired: 'Pilih persetujuan terlebih dahulu!',
  rejectionNoteRequired: 'Beri catatan alasan penolakan!',
  notFound: 'Pengajuan ijin tidak ditemukan!',
  alreadyAnswered: 'Pengajuan ini sudah dijawab dan tidak dapat diverifikasi lagi.',
} as const

/** Issue 31 (docs/cuti.md): the leave types' limits, the two levels of approval, cancellation. */
export const CUTI_MESSAGES = {
  typeUnknown: 'Jenis cuti tidak ditemukan atau tidak aktif.',
  serviceTooShort: (nama: string, bulan: number) =>
    `${nama} baru dapat diajukan setelah masa kerja ${bulan} bulan.`,
  tooManyDays: (nama: string, hari: number) => `${nama} paling lama ${hari} hari dalam satu pengajuan.`,
  quotaYear: (nama: string, kuota: number, sisa: number) =>
    `Kuota ${nama} ${kuota} hari setahun; sisa ${sisa} hari.`,
  letterRequired: (nama: string) => `${nama} memerlukan foto surat keterangan.`,
  balanceShort: (sisa: number, hari: number) =>
    `Sisa cuti tahunan ${sisa} hari, tidak cukup untuk ${hari} hari.`,
  waitingForUnit: 'Pengajuan ini menunggu persetujuan Admin Unit.',
  alreadyApprovedByUnit: 'Pengajuan ini sudah Anda setujui dan menunggu persetujuan Admin Yayasan.',
  cancelReasonRequired: 'Isikan alasan pembatalan!',
  notCancellable: 'Pengajuan ini sudah ditolak atau dibatalkan.',
  alreadyStarted: 'Cuti yang sudah dimulai tidak dapat dibatalkan sendiri. Hubungi admin.',
  employeeNotFound: 'Pegawai tidak ditemukan!',
  cancelled: 'Pengajuan dibatalkan.',
} as const

/**
 * Every password a person sets: an admin's (Pengguna) and an employee's app password (by the
 * admin or in the app). One minimum for both since issue 29: the app accepted '12'.
 */
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MESSAGES = {
  tooShort: `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter`,
  tooLong: 'Maksimal 200 karakter',
} as const

export const PENGGUNA_MESSAGES = {
  incomplete: 'Lengkapi isian!',
  usernameTaken: 'Nama pengguna sudah digunakan!',
  deleteTitle: 'Hapus Pengguna ini?',
} as const

export const LAPORAN_MESSAGES = {
  generateFailed: 'generate gagal!',
} as const

/** Units, positions and education levels as master data (issue 20, docs/master-data.md). */
export const MASTER_MESSAGES = {
  kodeRequired: 'Isikan kode unit terlebih dahulu!',
  kodeFormat: 'Kode unit hanya boleh huruf, angka, tanda - dan _ (tanpa spasi)',
  cabangRequired: 'Isikan nama unit terlebih dahulu!',
  kantorNotFound: 'Unit tidak ditemukan!',
  kantorDeleteTitle: 'Hapus unit ini?',
  jabatanRequired: 'Isikan nama jabatan terlebih dahulu!',
  jabatanNotFound: 'Jabatan tidak ditemukan!',
  jabatanDeleteTitle: 'Hapus jabatan ini?',
  pendidikanRequired: 'Isikan jenjang pendidikan terlebih dahulu!',
  pendidikanNotFound: 'Jenjang pendidikan tidak ditemukan!',
  pendidikanDeleteTitle: 'Hapus jenjang pendidikan ini?',
} as const

/** Leave types (Jenis Cuti, issue 31, docs/cuti.md). */
export const JENIS_CUTI_MESSAGES = {
  kodeRequired: 'Isikan kode jenis cuti terlebih dahulu!',
  kodeTooLong: 'Kode jenis cuti maksimal 10 karakter',
  namaRequired: 'Isikan nama jenis cuti terlebih dahulu!',
  hitungInvalid: 'Pilih cara jenis ini dihitung di rekap: sakit, ijin, cuti, atau dinas',
  flagInvalid: 'Pilihan ya/tidak tidak valid',
  kuotaPerInvalid: 'Kuota per harus kosong, tahun, atau peristiwa',
  kuotaNeedsPer: 'Pilih kuota per tahun atau per peristiwa',
  perNeedsKuota: 'Isikan kuota lebih dari 0, atau kosongkan kuota per',
  notFound: 'Jenis cuti tidak ditemukan!',
  specKindNotDeletable: 'Jenis Ijin dan Sakit bawaan spesifikasi tidak dapat dihapus.',
  specKindStaysActive: 'Jenis Ijin dan Sakit bawaan spesifikasi tidak dapat dinonaktifkan.',
  specKindKeepsHitung: 'Cara hitung jenis Ijin dan Sakit bawaan spesifikasi tidak dapat diubah.',
  kodeTaken: (kode: string, nama: string) => `Kode ${kode} sudah dipakai jenis cuti ${nama}!`,
  inUse: (n: number) => `Jenis cuti ini sudah dipakai ${n} pengajuan; nonaktifkan saja.`,
  hitungInUse: (n: number) =>
    `Cara hitung jenis cuti ini tidak dapat diubah: sudah dipakai ${n} pengajuan. Buat jenis baru.`,
  deleteTitle: 'Hapus jenis cuti ini?',
} as const

/** SPEC.md §8: shared confirmations, successes and empty states. */
export const COMMON_MESSAGES = {
  incomplete: 'Lengkapi isian!',
  irreversible: 'Sekali terhapus data tidak akan bisa dikembalikan!',
  added: 'Data telah ditambahkan!',
  saved: 'Data tersimpan',
  deleted: 'Data telah dihapus!',
  savedShort: 'Tersimpan!',
  emptyList: 'Belum ada data. Klik tombol tambah untuk menambahkan',
  pickerEmpty: 'Data tidak ditemukan...',
} as const

/** The format messages of a time (the `waktu` schema and the kit's TimeField) and of a typed date. */
export const FORMAT_MESSAGES = {
  waktu: 'Format waktu harus JJ:MM',
  /** Under the kit's DatePicker, where dates are typed the Indonesian way. */
  tanggalKetik: 'Format tanggal harus HH/BB/TTTT',
} as const

/** The Data screen (export, import, reset) and the refusals of an import (DESIGN.md §2 "Portable"). */
export const DATA_MESSAGES = {
  exportLabel: 'Ekspor basis data',
  importLabel: 'Impor basis data',
  importConfirm: 'Ganti semua data dengan isi berkas ini?',
  resetLabel: 'Reset ke data demo',
  resetConfirm: 'Ganti semua data dengan data demo?',
  backupReminder: 'Cadangkan data Anda',
  imported: 'Data berhasil diimpor. Semua sesi telah diakhiri: silakan masuk kembali.',
  reset: 'Data telah dikembalikan ke data demo. Semua sesi telah diakhiri: silakan masuk kembali.',
  notSqlite: 'Berkas ini bukan basis data SQLite. Pilih berkas .sqlite hasil ekspor aplikasi ini.',
  truncated: (actual: number, expected: number) =>
    `Berkas basis data tidak utuh (terpotong): ukurannya ${actual} byte, seharusnya ${expected} byte.`,
  corrupt: (reason: string) => `Berkas basis data rusak: ${reason}`,
  foreign: (reason: string) => `Berkas ini bukan basis data Presensi Admin: ${reason}`,
  newer: (migration: string) =>
    `Berkas ini dibuat oleh versi aplikasi yang lebih baru (perubahan skema “${migration}”). Perbarui aplikasi terlebih dahulu, lalu impor lagi.`,
  inconsistent: (table: string) =>
    `Berkas basis data tidak konsisten: tabel ${table} merujuk data yang tidak ada.`,
  // type: SQLite's own word (table, index, trigger, view), as sqlite_master names it.
  unknownObject: (type: string, name: string) => `Berkas memuat objek yang tidak dikenal: ${type} "${name}".`,
  missingObject: (type: string, name: string) =>
    `Berkas tidak memuat objek yang diperlukan: ${type} "${name}".`,
  changedObject: (type: string, name: string) =>
    `Definisi ${type} "${name}" di berkas berbeda dari skema aplikasi.`,
  badPasswordHash: (table: string, owner: string) =>
    `Berkas memuat kata sandi dengan format tidak dikenal (${table} "${owner}").`,
  wrongKind: (table: string, column: string, found: string, expected: string) =>
    `Berkas memuat nilai berjenis ${found} di kolom ${table}.${column} (seharusnya ${expected}).`,
  // Iterations of a PBKDF2 hash outside what the app computes (auth/password.ts, PBKDF2_MIN/MAX_ITERATIONS).
  badHashRounds: (table: string, owner: string, rounds: number, min: number, max: number) =>
    `Berkas memuat kata sandi dengan jumlah putaran di luar batas (${table} "${owner}": ${rounds}, harus ${min} … ${max}).`,
  // A number no engine of the app holds alike (src/worker/import-values.ts, checkValueRanges).
  outOfRange: (table: string, column: string, value: string, allowed: string) =>
    `Berkas berisi nilai di luar batas: ${table}.${column} = ${value} (harus ${allowed}).`,
  finiteNumber: 'bilangan berhingga',
  opfsUnavailable: (reason: string) =>
    `Peramban ini tidak menyediakan penyimpanan data (${reason}). Aplikasi berjalan dengan data di memori: semua perubahan hilang saat tab ditutup.`,
  opfsFull:
    'Penyimpanan peramban penuh. Aplikasi berjalan dengan data di memori: semua perubahan hilang saat tab ditutup.',
  diskFull:
    'Penyimpanan penuh: perubahan ini tidak disimpan dan data tetap seperti semula. Kosongkan ruang penyimpanan perangkat, lalu coba lagi.',
  storageFailed: (reason: string) =>
    `Penyimpanan menolak menulis data (${reason}): perubahan ini tidak disimpan dan data tetap seperti semula.`,
} as const

/** The employee app (issue 17, docs/presensi-pegawai.md): login, check-in/out, leave, password. */
export const PRESENSI_MESSAGES = {
  nipRequired: 'Isikan NIP terlebih dahulu!',
  passwordRequired: 'Isikan kata sandi terlebih dahulu!',
  wrongCredentials: 'NIP atau kata sandi salah.',
  inactive: 'Akun tidak aktif atau tidak memiliki akses aplikasi.',
  welcome: (nama: string) => `Selamat datang, ${nama}`,
  loggedOut: 'Anda telah keluar.',
  /** Why today is no working day: 'Libur' (the schedule), a Libur Khusus's uraian, and the rest. */
  dayOff: 'Libur',
  noSchedule: 'Belum ada jadwal kerja',
  beforeEmployment: 'Belum mulai bekerja',
  afterEmployment: 'Sudah tidak bekerja',
  notWorkingDay: (alasan: string) => `Hari ini bukan hari kerja Anda (${alasan}).`,
  alreadyArrived: 'Anda sudah absen datang hari ini.',
  notArrived: 'Anda belum absen datang hari ini.',
  alreadyLeft: 'Anda sudah absen pulang hari ini.',
  recordedAs: (label: LeaveLabel) => `Anda tercatat ${label} hari ini.`,
  noAllowedArea: 'Belum ada lokasi absensi yang diizinkan untuk Anda. Hubungi admin unit Anda.',
  outsideArea: (jarak: number, lokasi: string, radius: number) =>
    `Anda berada ${jarak} m dari ${lokasi} (radius ${radius} m).`,
  lowAccuracy: (akurasi: number) =>
    `Akurasi lokasi terlalu rendah (±${akurasi} m). Coba lagi di tempat terbuka.`,
  /** The location of an app entry under a 'bebas' rule (0) outside every registered area. */
  anywhere: 'Lokasi bebas',
  positionRequired: 'Posisi belum diketahui. Izinkan akses lokasi, lalu coba lagi.',
  photoRequired: 'Ambil foto selfie terlebih dahulu!',
  photoNotJpeg: 'Foto harus berupa gambar JPEG.',
  photoTooBig: 'Ukuran foto maksimal 300 KB.',
  datangSaved: (waktu: string, lokasi: string) => `Absen datang tersimpan pukul ${waktu} (${lokasi}).`,
  pulangSaved: (waktu: string, lokasi: string) => `Absen pulang tersimpan pukul ${waktu} (${lokasi}).`,
  /** Appended to the saved message of a check-in that waited for a signal (issue 34). */
  sentLate: (kirim: string) => ` Terkirim tertunda pukul ${kirim}.`,
  takenTooLongAgo: (jam: number) =>
    `Absen ini diambil lebih dari ${jam} jam yang lalu dan tidak dapat dikirim lagi. Hubungi admin.`,
  takenInFuture: 'Waktu pengambilan absen ada di masa depan. Periksa jam dan tanggal ponsel Anda.',
  takenAtInvalid: 'Waktu pengambilan absen tidak valid.',
  sendingIdInvalid: 'ID pengiriman absen tidak valid.',
  bulanFormat: 'Format bulan harus TTTT-BB',
  kategoriRequired: 'Pilih jenis pengajuan (Sakit atau Ijin)!',
  sebabRequired: 'Isikan alasan terlebih dahulu!',
  datesRequired: 'Isikan tanggal awal dan tanggal akhir!',
  endBeforeStart: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  tooLong: 'Satu pengajuan paling lama 90 hari.',
  tooOld: 'Tanggal akhir paling lambat 7 hari yang lalu.',
  noWorkingDays: 'Rentang tanggal ini tidak memuat hari kerja Anda.',
  overlaps: (tglawal: string, tglakhir: string) =>
    `Rentang tanggal bertabrakan dengan pengajuan lain (${tglawal} s.d. ${tglakhir}) yang menunggu jawaban atau sudah disetujui.`,
  letterNotJpeg: 'Foto surat harus berupa gambar JPEG.',
  /** domain/jpeg.ts MAX_LETTER_BYTES. */
  letterTooBig: 'Ukuran foto surat maksimal 1 MB.',
  ijinSent: 'Pengajuan terkirim. Tunggu jawaban admin.',
  oldPasswordRequired: 'Isikan kata sandi lama terlebih dahulu!',
  wrongOldPassword: 'Kata sandi lama salah.',
  passwordChanged: 'Kata sandi telah diubah.',
} as const

/** The machine file import and the scan log's PIN linking (issue 32, docs/mesin.md). */
export const MESIN_IMPOR_MESSAGES = {
  imported: (disimpan: number, baru: number, diubah: number) =>
    disimpan === 0
      ? 'Tidak ada absen baru: semua baris sudah pernah diimpor.'
      : `${disimpan} absen disimpan: ${baru} catatan absensi baru, ${diubah} diubah.`,
  linked: (pin: number, disimpan: number, baru: number, diubah: number) =>
    `${pin} PIN dihubungkan; ${disimpan} absen diproses: ${baru} catatan absensi baru, ${diubah} diubah.`,
  linkNote: (pin: string, disimpan: number) =>
    `PIN mesin ${pin} dihubungkan; ${disimpan} absen diproses ulang`,
} as const

/** Fingerprint machines (issue 32, docs/mesin.md). */
export const MESIN_MESSAGES = {
  namaRequired: 'Isikan nama mesin terlebih dahulu!',
  snRequired: 'Isikan nomor seri (SN) mesin terlebih dahulu!',
  snInvalid: 'Nomor seri hanya huruf, angka dan tanda hubung, maksimal 40 karakter',
  kodeRequired: 'Pilih unit mesin!',
  arahInvalid: 'Pilih cara membaca absen: status mesin atau urutan (pertama datang, terakhir pulang)',
  flagInvalid: 'Pilihan ya/tidak tidak valid',
  snTaken: (nama: string) => `Nomor seri sudah dipakai mesin ${nama}`,
  notFound: 'Mesin tidak ditemukan',
  unitUnknown: 'Unit tidak dikenal!',
  areaUnknown: 'Lokasi absensi tidak dikenal!',
  areaOtherUnit: 'Lokasi absensi itu milik unit lain: pilih lokasi unit mesin ini',
  inUse: (jumlah: number) =>
    `Mesin sudah menyimpan ${jumlah} data absen dan tidak dapat dihapus. Nonaktifkan saja.`,
  isiRequired: 'Pilih berkas absen terlebih dahulu!',
  isiTooBig: 'Berkas absen terlalu besar (maksimal 8 MB)',
  kunciInvalid: 'Pilih kolom pengenal: PIN mesin atau NIP',
  pinRequired: 'Isikan PIN mesin terlebih dahulu!',
  pinInvalid: 'PIN mesin hanya angka dan huruf, maksimal 20 karakter',
  pinTaken: (nama: string) => `PIN mesin sudah dipakai ${nama}`,
  pasanganRequired: 'Pilih pegawai untuk PIN yang dihubungkan!',
  jedaInvalid: 'Jeda pulang harus bilangan bulat 1 sampai 720 menit',
} as const

/** Teaching hours (issue 33, docs/jam-mengajar.md). */
export const JAM_AJAR_MESSAGES = {
  kodeRequired: 'Pilih unit terlebih dahulu!',
  idtaRequired: 'Pilih tahun ajaran terlebih dahulu!',
  semesterInvalid: 'Semester harus 1 (ganjil) atau 2 (genap)',
  hariInvalid: 'Hari tidak valid',
  jamkeInvalid: 'Jam ke- harus 1 sampai 20',
  selesaiBeforeMulai: 'Jam selesai harus setelah jam mulai',
  periodsOverlap: (hari: string, a: string, b: string) => `Jam pelajaran ${hari} ${a} bertumpuk dengan ${b}`,
  jamkeTwice: (hari: string, jamke: number) => `Jam ke-${jamke} hari ${hari} tertulis dua kali`,
  kelasRequired: 'Isikan nama kelas terlebih dahulu!',
  kelasTaken: (nama: string) => `Kelas ${nama} sudah ada`,
  kelasInUse: (nama: string, jumlah: number) =>
    `Kelas ${nama} masih dipakai ${jumlah} jam pelajaran di jadwal`,
  kelasNotFound: 'Kelas tidak ditemukan',
  mapelRequired: 'Isikan mata pelajaran terlebih dahulu!',
  guruRequired: 'Pilih guru terlebih dahulu!',
  guruNotTeacher: (nama: string) => `${nama} bukan guru (jenis pegawai bukan Guru)`,
  noSuchPeriod: (hari: string, jamke: number) => `Jam ke-${jamke} hari ${hari} tidak ada di jadwal bel`,
  /** A new bell schedule without a period that the timetable uses. */
  periodInUse: (hari: string, jamke: number, kelas: string, mapel: string) =>
    `Jam ke-${jamke} hari ${hari} masih terisi ${mapel} di kelas ${kelas}. Kosongkan selnya dahulu.`,
  /** A class with two subjects at once. */
  kelasBentrok: (kelas: string, mapel: string, hari: string, jamke: number) =>
    `Bentrok: kelas ${kelas} sudah ada pelajaran ${mapel} pada ${hari} jam ke-${jamke}`,
  /** A teacher twice in the same period (in this unit or, at an overlapping time, another). */
  guruBentrok: (guru: string, kelas: string, hari: string, jam: string) =>
    `Bentrok: ${guru} sudah mengajar kelas ${kelas} pada ${hari} ${jam}`,
  jadwalNotFound: 'Jam pelajaran tidak ditemukan di jadwal',
  targetNotEmpty: 'Jadwal semester tujuan sudah terisi. Kosongkan dahulu sebelum menyalin.',
  sourceEmpty: 'Jadwal semester asal masih kosong.',
  statusInvalid: 'Pilih keterangan: diajar, tidak diajar, atau diajar guru pengganti',
  penggantiRequired: 'Pilih guru pengganti terlebih dahulu!',
  penggantiSame: 'Guru pengganti harus guru lain',
  penggantiNotFound: 'Guru pengganti tidak ditemukan di unit ini',
  outsideSemester: 'Tanggal ini di luar semester jadwal pelajaran ini.',
  recordNotFound: 'Catatan jam pelajaran tidak ditemukan',
  alasanRequired: 'Isikan alasan tidak diajar!',
  notThatDay: (hari: string) => `Jam pelajaran ini hanya pada hari ${hari}`,
  dayOff: (keterangan: string) => `Hari ini libur (${keterangan}): tidak ada jam pelajaran.`,
  future: 'Jam pelajaran yang belum dimulai belum dapat dicatat.',
  materiRequired: 'Isikan materi yang diajarkan!',
  notYourLesson: 'Jam pelajaran ini bukan jadwal Anda hari ini.',
  outsidePeriod: (mulai: string, selesai: string) =>
    `Mulai mengajar hanya dapat dicatat pada jam pelajaran (${mulai}–${selesai}).`,
  alreadyRecorded: 'Jam pelajaran ini sudah tercatat.',
  onLeave: 'Anda tercatat cuti/ijin hari ini.',
  saved: (kelas: string, mapel: string) => `Mengajar ${mapel} di kelas ${kelas} tercatat.`,
  bulanFormat: 'Format bulan harus TTTT-BB',
  honorInvalid: 'Tarif per JP harus bilangan bulat 0 sampai 10.000.000 rupiah',
  kategoriGuruInvalid: 'Pilih kategori guru: GTY, GTT, atau Honorer',
  importRowInvalid: (baris: number, pesan: string) => `Baris ${baris}: ${pesan}`,
  guruUnknown: (guru: string) => `guru '${guru}' tidak dikenal di unit ini`,
} as const
