import { z } from 'zod'
import { ZONA_WAKTU } from '../domain/calendar.ts'
import { endpoint, ok } from './define.ts'
import { honorSettings } from './jam-mengajar.ts'
import { MESIN_MESSAGES } from './messages.ts'
import {
  CUTI_BERSAMA,
  CUTI_DASAR,
  PENGATURAN_LIMITS as L,
  PENGATURAN_MESSAGES as M,
  PERSETUJUAN_TINGKAT,
} from './pengaturan-rules.ts'

/**
 * The foundation's settings (DESIGN.md §3: the grace period is a setting; issue 10: the name shown
 * in the top bar and on print headers). Every logged-in user reads them; only level 0 changes them.
 */

export const pengaturan = z.object({
  nama_yayasan: z.string(),
  alamat_yayasan: z.string(),
  /** Minutes an arrival may be after the shift start without counting as late. */
  toleransi_terlambat_menit: z.number().int(),
  /** The foundation's time zone: where "today" and "now" are read (docs/clock.md). */
  zona_waktu: z.enum(ZONA_WAKTU),
  /** Cuti Bersama days of the calendar: days off for everyone ('libur', default) or working days. */
  cuti_bersama: z.enum(CUTI_BERSAMA),
  /** Issue 31 (docs/cuti.md): the annual allocation each 1 January or each service anniversary. */
  cuti_dasar: z.enum(CUTI_DASAR),
  /** Days of annual leave a year (the law's 12). */
  cuti_jatah: z.number().int(),
  /** Unused days carried into the next year at most (0: none). */
  cuti_bawa_maks: z.number().int(),
  /** Months after which the carried days still unused expire. */
  cuti_bawa_bulan: z.number().int(),
  /** Cuti Bersama days (when days off) are deducted from annual leave. */
  cuti_bersama_potong: z.boolean(),
  /** 1: one approval (the spec's); 2: the unit admin, then the foundation admin. */
  persetujuan_tingkat: z.union(PERSETUJUAN_TINGKAT.map((n) => z.literal(n))),
  /** Hours a check-in made without signal may wait to be sent (issue 34; default 12). */
  batas_tunda_jam: z.number().int(),
  /** Issue 32: minutes after the first punch from which an undirected punch is the pulang (default 60). */
  mesin_jeda_pulang: z.number().int(),
  /** Rupiah per JP of a GTY, GTT and honorer teacher (issue 33; the Rekap Jam Mengajar's honor). */
  honor_jp_gty: z.number().int(),
  honor_jp_gtt: z.number().int(),
  honor_jp_honorer: z.number().int(),
})
export type Pengaturan = z.infer<typeof pengaturan>

const toleransi = z
  .number({ error: M.toleransiInvalid })
  .int({ error: M.toleransiInvalid })
  .min(L.toleransiMin, { error: M.toleransiInvalid })
  .max(L.toleransiMax, { error: M.toleransiInvalid })

function wholeNumber(min: number, max: number, error: string) {
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error })
}

/** Every field is sent (a PUT replaces the settings); the address may be empty. */
export const pengaturanBody = z.object({
  nama_yayasan: z
    .string({ error: M.namaRequired })
    .trim()
    .min(1, { error: M.namaRequired })
    .max(L.namaMax, { error: M.namaTooLong }),
  alamat_yayasan: z.string({ error: M.alamatRequired }).trim().max(L.alamatMax, { error: M.alamatTooLong }),
  toleransi_terlambat_menit: toleransi,
  /** Optional: a client that predates the setting leaves the stored zone as it is. */
  zona_waktu: z.enum(ZONA_WAKTU, { error: M.zonaWaktuInvalid }).optional(),
  /** Optional as well: a client that predates the setting leaves it as it is. */
  cuti_bersama: z.enum(CUTI_BERSAMA, { error: M.cutiBersamaInvalid }).optional(),
  /** The leave settings (issue 31): each optional, kept as stored when not sent. */
  cuti_dasar: z.enum(CUTI_DASAR, { error: M.cutiDasarInvalid }).optional(),
  cuti_jatah: wholeNumber(0, L.jatahMax, M.jatahInvalid).optional(),
  cuti_bawa_maks: wholeNumber(0, L.bawaMaksMax, M.bawaMaksInvalid).optional(),
  cuti_bawa_bulan: wholeNumber(L.bawaBulanMin, L.bawaBulanMax, M.bawaBulanInvalid).optional(),
  cuti_bersama_potong: z.boolean({ error: M.potongInvalid }).optional(),
  persetujuan_tingkat: z
    .union(
      PERSETUJUAN_TINGKAT.map((n) => z.literal(n)),
      { error: M.tingkatInvalid },
    )
    .optional(),
  /** Optional as well (issue 34): a client that predates the setting leaves it as it is. */
  batas_tunda_jam: z
    .number({ error: M.batasTundaInvalid })
    .int({ error: M.batasTundaInvalid })
    .min(L.batasTundaMin, { error: M.batasTundaInvalid })
    .max(L.batasTundaMax, { error: M.batasTundaInvalid })
    .optional(),
  /** Optional as well (issue 32): a client that predates the setting leaves it as it is. */
  mesin_jeda_pulang: wholeNumber(L.jedaPulangMin, L.jedaPulangMax, MESIN_MESSAGES.jedaInvalid).optional(),
  /** The honor rates (issue 33): each optional, kept as stored when not sent. */
  honor_jp_gty: honorSettings.honor_jp_gty.optional(),
  honor_jp_gtt: honorSettings.honor_jp_gtt.optional(),
  honor_jp_honorer: honorSettings.honor_jp_honorer.optional(),
})

export const pengaturanEndpoints = {
  pengaturanGet: endpoint({
    method: 'GET',
    path: 'api/pengaturan',
    access: 'user',
    summary:
      'Pengaturan yayasan: nama, alamat, toleransi keterlambatan (menit), zona waktu dan perlakuan cuti bersama',
    response: pengaturan,
    extension: true,
  }),
  pengaturanUpdate: endpoint({
    method: 'PUT',
    path: 'api/pengaturan',
    access: 'admin',
    summary:
      'Ubah pengaturan yayasan; toleransi dan zona waktu baru berlaku untuk setiap laporan yang dihitung sesudahnya',
    body: pengaturanBody,
    response: ok.extend({ data: pengaturan }),
    extension: true,
  }),
}
