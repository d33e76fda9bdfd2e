import './locale.ts'
import { z } from 'zod'

/** Who may call an endpoint: anyone, any logged-in user, or level 0 (Admin Yayasan) only. */
export type Access = 'public' | 'user' | 'admin'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

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
}

/** Keeps the literal types of an endpoint definition so handlers and the client can infer from it. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback

export type ParamsOf<E extends Endpoint> = InferOr<E['params'], Record<string, never>>
export type QueryOf<E extends Endpoint> = InferOr<E['query'], Record<string, never>>
export type BodyOf<E extends Endpoint> = InferOr<E['body'], undefined>
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>
/** What a client sends for params/query: the schema's input side (numbers may be given as numbers). */
export type ParamsInputOf<E extends Endpoint> = E['params'] extends z.ZodType
  ? z.input<E['params']>
  : undefined
export type QueryInputOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined
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
