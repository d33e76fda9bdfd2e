import { z } from 'zod'
import { endpoint, ok } from './define.ts'
import { levelx, requiredText } from './fields.ts'
import { LOGIN_MESSAGES } from './messages.ts'

/** SPEC.md §7 Session: login, the session check on load, the dashboard counts, and logout. */

/** 'non' = no active academic year (SPEC.md §4); otherwise the active year's name. */
export const statusTa = z.string()

export const sessionUser = z.object({
  token_app: z.string(),
  levelx,
  namalengkap: z.string(),
  usernama: z.string(),
  iduser: z.number().int(),
  ids: z.string().nullable(),
  sekolah: z.string(),
})
export type SessionUser = z.infer<typeof sessionUser>

export const sessionEndpoints = {
  login: endpoint({
    method: 'PUT',
    path: 'admin/login',
    access: 'public',
    summary: 'Masuk dengan nama pengguna dan kata sandi',
    body: z.object({
      usernama: requiredText(LOGIN_MESSAGES.usernameRequired, 100),
      pass: z
        .string({ error: LOGIN_MESSAGES.passwordRequired })
        .min(1, { error: LOGIN_MESSAGES.passwordRequired })
        .max(200, { error: 'Kata sandi terlalu panjang (maksimal 200 karakter)' }),
    }),
    response: z.object({
      status: z.literal('sukses'),
      pesan: z.string(),
      data: sessionUser,
      status_ta: statusTa,
    }),
    refusals: [401, 429],
  }),
  logout: endpoint({
    method: 'POST',
    path: 'admin/logout',
    access: 'user',
    summary: 'Keluar: menghapus sesi token ini',
    response: ok,
    extension: true,
  }),
  cekPengguna: endpoint({
    method: 'GET',
    path: 'api/cek/pengguna',
    access: 'user',
    summary: 'Pemeriksaan sesi saat aplikasi dimuat',
    response: z.object({ datae: sessionUser, status_ta: statusTa }),
  }),
  beranda: endpoint({
    method: 'GET',
    path: 'api/beranda',
    access: 'user',
    summary: 'Jumlah pegawai aktif dan pengajuan ijin yang menunggu jawaban',
    response: z.object({ jum_pegawai: z.number().int(), jum_pengajuanijin: z.number().int() }),
  }),
}
