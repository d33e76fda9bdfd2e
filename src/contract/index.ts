import type { Endpoint } from './define.ts'
import { sessionEndpoints } from './session.ts'
import { tahunAjaranEndpoints } from './tahunajaran.ts'

/** Every call of SPEC.md §7 plus the ones DESIGN.md adds, keyed by a stable name. */
export const contract = {
  ...sessionEndpoints,
  ...tahunAjaranEndpoints,
} satisfies Record<string, Endpoint>

export type Contract = typeof contract
export type EndpointName = keyof Contract

export * from './define.ts'
