import type { HandlerMap } from '../context.ts'
import { absenHandlers } from './absen.ts'
import { hariIniHandlers } from './hari-ini.ts'
import { presensiIjinHandlers } from './ijin.ts'
import { riwayatHandlers } from './riwayat.ts'
import { sandiHandlers } from './sandi.ts'
import { presensiSessionHandlers } from './session.ts'

/** The employee app's handlers (issue 17), one file per domain. */
export const presensiHandlers = {
  ...presensiSessionHandlers,
  ...hariIniHandlers,
  ...absenHandlers,
  ...riwayatHandlers,
  ...presensiIjinHandlers,
  ...sandiHandlers,
} satisfies HandlerMap
