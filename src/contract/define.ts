import './locale.ts'
import { z } from 'zod'

/**
 * Who may call an endpoint: anyone, any logged-in admin user, level 0 (Admin Yayasan) only, or a
 * logged-in employee (the employee app, issue 17: its own sessions, never an admin's).
 */
export type Access = 'public' | 'user' | 'admin' | 'pegawai'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * A refusal a call's handler answers beyond the ones every call of its kind has (docs/openapi.md):
 * 401 for a public call (wrong credentials), 403 for a call open to unit admins, 404 (an unknown
 * id), 409 (a conflict), 429 (a login throttle, or a call that hashes a password and finds the
 * hashing queue full). The OpenAPI document lists them; tests/contract/statuses.test.ts answers each.
 */
export type Refusal = 401 | 403 | 404 | 409 | 429

export interface Endpoint {
  method: HttpMethod
  /** Relative to the admin base path, exactly as SPEC.md §7 writes it; `{name}` marks a path param. */
  path: string
  access: Access
  summary: string
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  response: z.ZodType
  /** The request body is a file of this media type, not JSON (`body` is then `fileBytes`). */
  upload?: { mediaType: string; maxBytes: number }
  /** The 200 answer is a file of this media type, not JSON (`response` is then `fileBytes`). */
  download?: { mediaType: string }
  /** The call-specific refusals its handler answers (see {@link Refusal}); cross-cutting ones are derived. */
  refusals?: readonly Refusal[]
  /**
   * A POST whose answer waits on no write (a check, a report; an export, whose time stamp is
   * best-effort): no storage failure (503/507) reaches its caller. Every other POST, PUT and
   * DELETE answers only once its write is durable.
   */
  answersWithoutWriting?: true
  /** A call beyond SPEC.md §7 (DESIGN.md or later issues): marked `x-presensi-extension` in the document. */
  extension?: true
}

/** Keeps the literal types of an endpoint definition so handlers and the client can infer from it. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback

export type ParamsOf<E extends Endpoint> = InferOr<E['params'], Record<string, never>>
export type QueryOf<E extends Endpoint> = InferOr<E['query'], Record<string, never>>
export type BodyOf<E extends Endpoint> = InferOr<E['body'], undefined>
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>
export type BodyInputOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined

/** Larger JSON bodies are refused (413) before they are read; photos are resized to 60×60 first. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024

/** A whole file as bytes: the body of an `upload` call or the answer of a `download` call. */
export const fileBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
  error: 'Isi berkas tidak terbaca.',
})

/** Every failure answers this shape (DESIGN.md §3), with a 4xx/5xx status. */
export const failure = z.object({ status: z.literal('gagal'), pesan: z.string() })
export type Failure = z.infer<typeof failure>

/** A plain success acknowledgement. */
export const ok = z.object({ status: z.literal('sukses'), pesan: z.string() })

/** Lists answer `{ datae: [...] }` where SPEC.md gives no other shape (DESIGN.md §2). */
export const listOf = <T extends z.ZodType>(row: T) => z.object({ datae: z.array(row) })
