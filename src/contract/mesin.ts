import { z } from 'zod'
import type { ArahMesin, SumberScan } from '../db/schema.ts'
import { endpoint, listOf, ok } from './define.ts'
import { blankAsMissing, id, pathId, queryId, queryKodeUnit, requiredText, tanggal } from './fields.ts'
import { MESIN_MESSAGES as M } from './messages.ts'

/**
 * Fingerprint machines (issue 32, docs/mesin.md): the machines (Mesin Absensi, Pendataan), the
 * import of a machine's attlog file or a scan log table, the raw scan log, and the PIN mapping.
 * Additive: the SPEC's calls keep their shapes; records from a machine carry device 2.
 */

export const ARAH_MESIN = ['status', 'urutan'] as const satisfies readonly ArahMesin[]
export const SUMBER_SCAN = ['berkas', 'push'] as const satisfies readonly SumberScan[]

/** How the screens name each way of reading punches. */
export const NAMA_ARAH_MESIN: Record<ArahMesin, string> = {
  status: 'Status mesin (masuk/pulang)',
  urutan: 'Urutan (pertama datang, terakhir pulang)',
}

/** The largest attlog text one import takes (100,000 lines of ~40 bytes fit with room). */
export const MESIN_IMPOR_MAKS_BYTES = 8 * 1024 * 1024

const flag = z.union([z.literal(0), z.literal(1)], { error: M.flagInvalid })

/** A machine's serial number as its push sends it (`SN=`), compared upper-case. */
export const nomorSeri = z
  .string({ error: M.snRequired })
  .trim()
  .min(1, { error: M.snRequired })
  .max(40, { error: M.snInvalid })
  .regex(/^[A-Za-z0-9-]+$/, { error: M.snInvalid })
  .transform((sn) => sn.toUpperCase())

/** A user id on the machine: the machines take digits (some letters too). */
export const pinMesin = z
  .string({ error: M.pinRequired })
  .trim()
  .min(1, { error: M.pinRequired })
  .max(20, { error: M.pinInvalid })
  .regex(/^[A-Za-z0-9]+$/, { error: M.pinInvalid })

/**
 * The employee form's PIN (issue 32): '' means the NIP (stored NULL); left out of an edit, the
 * stored PIN stays (a client of the SPEC never sends it).
 */
export const pinMesinIsian = z
  .string({ error: M.pinInvalid })
  .trim()
  .pipe(z.union([z.literal(''), pinMesin]))
  .optional()

const mesinFields = {
  nama: requiredText(M.namaRequired, 100),
  sn: nomorSeri,
  kode: requiredText(M.kodeRequired, 50),
  /** The attendance area a record from this machine names (null: the record names the machine). */
  idar: id.nullable().default(null),
  arah: z.enum(ARAH_MESIN, { error: M.arahInvalid }),
  aktif: flag.default(1),
}

export const mesinCreateBody = z.object(mesinFields)
export const mesinUpdateBody = z.object({ idmesin: id, ...mesinFields })
export type MesinBody = z.infer<typeof mesinCreateBody>
export type MesinInput = z.input<typeof mesinCreateBody>

export const mesinRow = z.object({
  idmesin: z.number().int(),
  nama: z.string(),
  sn: z.string(),
  kode: z.string(),
  cabang: z.string(),
  idar: z.number().int().nullable(),
  lokasi: z.string().nullable(),
  arah: z.enum(ARAH_MESIN),
  aktif: flag,
  /** When the machine last called the server ('YYYY-MM-DD HH:mm:ss'); null: never (file imports only). */
  push_terakhir: z.string().nullable(),
  /** Punches stored from this machine, and the latest one's time. */
  jumlah_scan: z.number().int(),
  scan_terakhir: z.string().nullable(),
})
export type MesinRow = z.infer<typeof mesinRow>

/** A serial number that called without being registered ('mesin tidak dikenal'). */
export const mesinTakDikenalRow = z.object({
  sn: z.string(),
  alamat: z.string(),
  pertama: z.string(),
  terakhir: z.string(),
  jumlah: z.number().int(),
})

/**
 * An import's input, one shape for a USB attlog file and a scan log table: `isi` is text in the
 * attlog layout (PIN, 'YYYY-MM-DD HH:MM:SS', status, verify, work code, … tab-separated); the
 * screen turns a CSV/xlsx table's mapped columns into the same lines. `kunci` says whether the
 * first column is the machine's PIN or the employee's NIP.
 */
export const mesinImporBody = z.object({
  isi: z
    .string({ error: M.isiRequired })
    .min(1, { error: M.isiRequired })
    .max(MESIN_IMPOR_MAKS_BYTES, { error: M.isiTooBig }),
  kunci: z.enum(['pin', 'nip'], { error: M.kunciInvalid }).default('pin'),
})
export type MesinImporBody = z.infer<typeof mesinImporBody>

const jam = z.string().meta({ description: 'Jam JJ:MM' })

/** What one employee's day becomes. */
export const hariImpor = z.object({
  idp: z.number().int(),
  nip: z.string(),
  nama: z.string(),
  tgl: tanggal,
  datang: jam.nullable(),
  pulang: jam.nullable(),
  keterlambatan: z.number().int(),
  pulangawal: z.number().int(),
  /** 'baru' a new record, 'ubah' an existing one gets an earlier datang or later pulang, 'sama' nothing changes. */
  tindakan: z.enum(['baru', 'ubah', 'sama']),
  /** The record before, when there is one. */
  sebelum: z
    .object({ waktu_masuk: jam.nullable(), waktu_pulang: jam.nullable(), device: z.number().int() })
    .nullable(),
})

/** Punches not written, grouped per employee and day, with why. */
export const hariTidakDitulis = z.object({
  idp: z.number().int(),
  nip: z.string(),
  nama: z.string(),
  tgl: tanggal,
  waktu: z.array(jam),
  /** 'libur' outside any working day, 'ijin'/'sakit'/'cuti'/'dinas' a leave record holds the day, 'tanpa_datang' only a check-out. */
  alasan: z.string(),
  keterangan: z.string(),
})

export const pinTidakDikenal = z.object({
  pin: z.string(),
  jumlah: z.number().int(),
  pertama: z.string(),
  terakhir: z.string(),
})

export const barisTidakTerbaca = z.object({ nomor: z.number().int(), baris: z.string(), alasan: z.string() })

export const pratinjauImpor = z.object({
  /** Lines read (blank lines skipped). */
  baris: z.number().int(),
  /** Punches not stored yet. */
  baru: z.number().int(),
  /** Lines repeated in the file or already stored: they add nothing. */
  duplikat: z.number().int(),
  tidak_terbaca: z.array(barisTidakTerbaca),
  hari: z.array(hariImpor),
  tidak_ditulis: z.array(hariTidakDitulis),
  pin_tidak_dikenal: z.array(pinTidakDikenal),
})
export type PratinjauImpor = z.infer<typeof pratinjauImpor>

export const hasilImpor = ok.extend({
  /** Punches stored, records written new and changed. */
  disimpan: z.number().int(),
  baru: z.number().int(),
  diubah: z.number().int(),
})

export const scanLogRow = z.object({
  id: z.number().int(),
  idmesin: z.number().int(),
  pin: z.string(),
  waktu: z.string(),
  status: z.number().int(),
  verifikasi: z.number().int(),
  sumber: z.enum(SUMBER_SCAN),
  diterima: z.string(),
  idp: z.number().int().nullable(),
  nama: z.string().nullable(),
  hasil: z.string(),
})

export const pinTidakDikenalMesin = pinTidakDikenal.extend({
  idmesin: z.number().int(),
  nama_mesin: z.string(),
})

export const hubungkanBody = z.object({
  pasangan: z
    .array(z.object({ pin: pinMesin, idp: id }), { error: M.pasanganRequired })
    .min(1, { error: M.pasanganRequired })
    .max(500),
})

const params = z.object({ idmesin: pathId })

export const mesinEndpoints = {
  mesinList: endpoint({
    method: 'GET',
    path: 'api/mesin',
    access: 'user',
    summary: 'Daftar mesin absensi (admin unit: mesin unitnya), dengan push terakhir dan jumlah scan',
    query: z.object({ kode: queryKodeUnit }),
    response: listOf(mesinRow),
    refusals: [403],
    extension: true,
  }),
  mesinDetail: endpoint({
    method: 'GET',
    path: 'api/mesin/{idmesin}',
    access: 'user',
    summary: 'Satu mesin absensi (mesin unit lain bagi admin unit: 404)',
    params,
    response: mesinRow,
    refusals: [404],
    extension: true,
  }),
  mesinCreate: endpoint({
    method: 'POST',
    path: 'api/mesin',
    access: 'admin',
    summary: 'Tambah mesin absensi (nomor seri sudah dipakai: 409)',
    body: mesinCreateBody,
    response: ok.extend({ idmesin: z.number().int() }),
    refusals: [409],
    extension: true,
  }),
  mesinUpdate: endpoint({
    method: 'PUT',
    path: 'api/mesin',
    access: 'admin',
    summary: 'Ubah mesin absensi (idmesin wajib); 409 bila nomor seri sudah dipakai',
    body: mesinUpdateBody,
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  mesinDelete: endpoint({
    method: 'DELETE',
    path: 'api/mesin/{idmesin}',
    access: 'admin',
    summary: 'Hapus mesin absensi; ditolak (409) bila mesin sudah menyimpan data absen',
    params,
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  mesinTakDikenal: endpoint({
    method: 'GET',
    path: 'api/mesin/tidakdikenal',
    access: 'admin',
    summary: "Nomor seri yang menghubungi server tanpa terdaftar ('mesin tidak dikenal')",
    response: listOf(mesinTakDikenalRow),
    extension: true,
  }),
  mesinImporPratinjau: endpoint({
    method: 'POST',
    path: 'api/mesin/{idmesin}/impor/pratinjau',
    access: 'user',
    summary:
      'Pratinjau impor berkas absen mesin (attlog.dat atau tabel): apa yang akan ditulis, tanpa menulis',
    params,
    body: mesinImporBody,
    response: pratinjauImpor,
    refusals: [403, 404],
    answersWithoutWriting: true,
    extension: true,
  }),
  mesinImpor: endpoint({
    method: 'POST',
    path: 'api/mesin/{idmesin}/impor',
    access: 'user',
    summary: 'Impor berkas absen mesin dalam satu transaksi; berkas yang sama lagi tidak menulis apa pun',
    params,
    body: mesinImporBody,
    response: hasilImpor,
    refusals: [403, 404],
    extension: true,
  }),
  scanLogList: endpoint({
    method: 'GET',
    path: 'api/scanlog',
    access: 'user',
    summary: 'Scan log mentah satu mesin pada satu tanggal',
    query: z.object({ idmesin: queryId, tgl: blankAsMissing(tanggal.optional()) }),
    response: listOf(scanLogRow),
    refusals: [403, 404],
    extension: true,
  }),
  scanLogTidakDikenal: endpoint({
    method: 'GET',
    path: 'api/scanlog/tidakdikenal',
    access: 'user',
    summary: 'PIN yang belum terhubung ke pegawai, per mesin (admin unit: mesin unitnya)',
    query: z.object({ idmesin: queryId, kode: queryKodeUnit }),
    response: listOf(pinTidakDikenalMesin),
    refusals: [403],
    extension: true,
  }),
  scanLogHubungkan: endpoint({
    method: 'POST',
    path: 'api/scanlog/hubungkan',
    access: 'user',
    summary:
      'Hubungkan PIN mesin ke pegawai (pin_mesin) dan proses ulang absen PIN itu; 409 bila PIN milik pegawai lain',
    body: hubungkanBody,
    response: hasilImpor,
    // A unit admin naming another unit's employee gets 404, as every call naming another unit's row.
    refusals: [404, 409],
    extension: true,
  }),
}
