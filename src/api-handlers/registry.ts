import { absensiHapusHandlers } from './absensi-hapus.ts'
import type { HandlerMap } from './context.ts'
import { laporanHandlers } from './laporan.ts'
import { sessionHandlers } from './session.ts'
import { tahunAjaranHandlers } from './tahunajaran.ts'

/** Every implemented endpoint's handler; a contract call missing here answers 501. */
export const handlers = {
  ...sessionHandlers,
  ...tahunAjaranHandlers,
  ...laporanHandlers,
  ...absensiHapusHandlers,
} satisfies HandlerMap

export type ImplementedEndpoint = keyof typeof handlers
