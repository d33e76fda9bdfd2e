import { z } from 'zod'
import { endpoint, ok } from './define.ts'
import { IMPOR_MESSAGES } from './messages.ts'
import { PEGAWAI_FILE_FIELDS, type PegawaiFileField } from './pegawai-file.ts'

/**
 * Bulk employee import (issue 5). The file has the columns of the employee export
 * (`PEGAWAI_FILE_HEADER`), so an export is a valid template. The browser reads the file and sends
 * each row's cells as text, names and not ids where a person would type names (unit, position,
 * education, schedule); the server resolves and checks every row with the same rules as
 * `POST api/datapegawai` (it never trusts the preview).
 */

const sel = z
  .string({ error: 'Isi sel harus teks' })
  .max(1000, { error: 'Isi sel terlalu panjang' })
  .default('')

/** One cell of every column of the employee file, as text; the server resolves and checks it. */
const cells = Object.fromEntries(PEGAWAI_FILE_FIELDS.map((field) => [field, sel])) as Record<
  PegawaiFileField,
  typeof sel
>

export const imporBaris = z.object({
  /** The row's number in the file (header = 1), for messages. */
  nomor: z.number({ error: 'Nomor baris tidak valid' }).int({ error: 'Nomor baris tidak valid' }).positive(),
  ...cells,
})
export type ImporBaris = z.infer<typeof imporBaris>
export type ImporBarisInput = z.input<typeof imporBaris>

export const IMPOR_MAKS_BARIS = 5000

export const imporBody = z.object({
  baris: z
    .array(imporBaris, { error: IMPOR_MESSAGES.noRows })
    .min(1, { error: IMPOR_MESSAGES.noRows })
    .max(IMPOR_MAKS_BARIS, { error: IMPOR_MESSAGES.tooManyRows }),
})

/** Per row, in the order sent: its number and its problems ([] = can be imported). */
export const imporPeriksaRow = z.object({ nomor: z.number().int(), masalah: z.array(z.string()) })
export type ImporPeriksaRow = z.infer<typeof imporPeriksaRow>

/** One created account, listed once: the generated password is never available again. */
export const imporAkun = z.object({
  nomor: z.number().int(),
  idp: z.number().int(),
  nip: z.string(),
  nama: z.string(),
  wa: z.string(),
  pass: z.string(),
})
export type ImporAkun = z.infer<typeof imporAkun>

export const pegawaiImporEndpoints = {
  pegawaiImporPeriksa: endpoint({
    method: 'POST',
    path: 'api/datapegawai/impor/periksa',
    access: 'admin',
    summary: 'Periksa baris impor pegawai tanpa menyimpan: masalah per baris (pratinjau)',
    body: imporBody,
    response: z.object({ baris: z.array(imporPeriksaRow) }),
    extension: true,
    answersWithoutWriting: true,
  }),
  pegawaiImpor: endpoint({
    method: 'POST',
    path: 'api/datapegawai/impor',
    access: 'admin',
    summary:
      'Impor pegawai dalam satu transaksi; satu baris bermasalah menolak semuanya (400). Kata sandi dibuat server dan dijawab sekali',
    body: imporBody,
    response: ok.extend({ jumlah: z.number().int(), akun: z.array(imporAkun) }),
    extension: true,
  }),
}
