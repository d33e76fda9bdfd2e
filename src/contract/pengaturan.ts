import { z } from 'zod'
import { ZONA_WAKTU } from '../domain/calendar.ts'
import { endpoint, ok } from './define.ts'
import { CUTI_BERSAMA, PENGATURAN_LIMITS as L, PENGATURAN_MESSAGES as M } from './pengaturan-rules.ts'

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
  /** Hours a check-in made without signal may wait to be sent (issue 34; default 12). */
  batas_tunda_jam: z.number().int(),
})
export type Pengaturan = z.infer<typeof pengaturan>

const toleransi = z
  .number({ error: M.toleransiInvalid })
  .int({ error: M.toleransiInvalid })
  .min(L.toleransiMin, { error: M.toleransiInvalid })
  .max(L.toleransiMax, { error: M.toleransiInvalid })

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
  /** Optional as well (issue 34): a client that predates the setting leaves it as it is. */
  batas_tunda_jam: z
    .number({ error: M.batasTundaInvalid })
    .int({ error: M.batasTundaInvalid })
    .min(L.batasTundaMin, { error: M.batasTundaInvalid })
    .max(L.batasTundaMax, { error: M.batasTundaInvalid })
    .optional(),
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
