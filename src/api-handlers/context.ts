import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { BodyOf, Contract, Endpoint, EndpointName, ParamsOf, QueryOf } from '../contract/index.ts'
import type { Database } from '../db/schema.ts'

/** The logged-in admin user behind a bearer token. */
export interface AuthSession {
  iduser: number
  usernama: string
  namalengkap: string
  levelx: 0 | 1
  ids: string | null
  sekolah: string
  token: string
}

/** What every handler receives: validated input, the caller, the database (a transaction for writes). */
export interface HandlerContext<E extends Endpoint> {
  params: ParamsOf<E>
  query: QueryOf<E>
  body: BodyOf<E>
  session: E['access'] extends 'public' ? AuthSession | null : AuthSession
  db: Kysely<Database>
  now: Date
  /** The caller's network address where the server knows it (reference server), else null. */
  client: string | null
}

export type Handler<K extends EndpointName> = (
  context: HandlerContext<Contract[K]>,
) => Promise<z.input<Contract[K]['response']>>

/** A domain file exports `{ name: handler }` checked against this map (`satisfies HandlerMap`). */
export type HandlerMap = { [K in EndpointName]?: Handler<K> }
