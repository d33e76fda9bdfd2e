import { describe, expect, it } from 'vitest'
import { buildOpenApi } from '../../src/contract/openapi.ts'
import { startManglingProxy } from '../support/mangling-proxy.ts'
import { selectTestEngine } from '../support/test-server.ts'
import { type CheckRun, referenceServerPerTest, runContractCheck } from './contract-check-support.ts'

/**
 * The kit's verdicts of issue 29 (docs/contract-check.md) against the reference server behind a
 * proxy that breaks five calls at once: an extra field, a dd/mm/yyyy date, an enum value outside
 * the contract, a call the backend lacks (a web server's plain 404), and a call lost behind a
 * catch-all 404 that has the app's own failure shape. One read-only run, judged by each test.
 */
selectTestEngine('sqlite-file')
const server = referenceServerPerTest()
const RUN_TIMEOUT = 120_000

/** dd/mm/yyyy, as a backend that formats dates for people would send them. */
const peopleDate = (date: string) => date.split('-').reverse().join('/')

/** The same answer our server gives an address it does not have: a catch-all that looks like the app. */
const CATCH_ALL_404 = JSON.stringify({ status: 'gagal', pesan: 'Alamat tidak ditemukan.' })

let mangled: Promise<CheckRun> | undefined
/** The run, made once by the first test that needs it (the server starts per test, not before). */
function mangledRun(): Promise<CheckRun> {
  mangled ??= (async () => {
    const proxy = await startManglingProxy(
      server.base(),
      [
        {
          method: 'GET',
          path: 'api/masterpengguna',
          rewrite: (body) => ({
            datae: (body as { datae: object[] }).datae.map((row) => ({ ...row, pass: '$2b$10$bocor' })),
          }),
        },
        {
          method: 'GET',
          path: /^api\/hari_libur\/\d+$/,
          rewrite: (body) => {
            const row = body as { tgllibur: string }
            return { ...row, tgllibur: peopleDate(row.tgllibur) }
          },
        },
        {
          method: 'GET',
          path: /^api\/masterpengguna\/\d+$/,
          rewrite: (body) => ({ ...(body as object), levelx: 5 }),
        },
      ],
      [
        {
          method: 'GET',
          path: /^api\/hari_khusus\/[^/]+$/,
          body: 'Not found',
          contentType: 'text/plain',
        },
        {
          method: 'GET',
          path: /^api\/shift\/[^/]+$/,
          body: CATCH_ALL_404,
          contentType: 'application/json',
          onlyWithToken: true,
        },
      ],
    )
    try {
      return await runContractCheck(['--base', proxy.base, '--admin', 'admin:admin123', '--read-only'])
    } finally {
      await proxy.close()
    }
  })()
  return mangled
}

/** The document's schema of a call's 200 answer. */
function answerSchemaOf(path: string, method: string) {
  const item = buildOpenApi().paths[path] as Record<string, { responses: Record<string, unknown> }>
  const ok = item[method]?.responses['200'] as { content: Record<string, { schema: unknown }> }
  return ok.content['application/json']?.schema as Record<string, unknown>
}

describe('contract:check verdicts behind a mangling proxy', () => {
  it(
    'an extra field fails the answer, as the document (additionalProperties: false) says',
    async () => {
      const list = answerSchemaOf('/api/masterpengguna', 'get')
      const rows = (list.properties as Record<string, { items: Record<string, unknown> }>).datae?.items
      expect(rows?.additionalProperties).toBe(false)
      const run = await mangledRun()
      expect(run.code).toBe(1)
      // Named once, not once per row.
      const extra = run.out.filter((line) => line.includes('pass: unexpected field'))
      expect(extra).toEqual(['✗ GET api/masterpengguna: pass: unexpected field, received "$2b$10$bocor"'])
    },
    RUN_TIMEOUT,
  )

  it(
    'a dd/mm/yyyy date names the field and the value received',
    async () => {
      const holiday = answerSchemaOf('/api/hari_libur/{idx}', 'get')
      expect((holiday.properties as Record<string, unknown>).tgllibur).toMatchObject({
        format: 'date',
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      })
      const run = await mangledRun()
      expect(run.out).toContainEqual(
        expect.stringMatching(
          /^✗ GET api\/hari_libur\/\{idx\}: tgllibur: expected a date YYYY-MM-DD, received "\d{2}\/\d{2}\/\d{4}"$/,
        ),
      )
    },
    RUN_TIMEOUT,
  )

  it(
    'an enum miss names the allowed values and the value received',
    async () => {
      const run = await mangledRun()
      expect(run.out).toContain('✗ GET api/masterpengguna/{iduser}: levelx: expected 0 or 1, received 5')
    },
    RUN_TIMEOUT,
  )

  it(
    'a missing call is one summary line, not a failure per check',
    async () => {
      const run = await mangledRun()
      expect(run.out).toContainEqual(expect.stringMatching(/^ {2}missing: GET api\/hari_khusus\/\{idx\} \(/))
      expect(
        run.out.filter((line) => line.includes('api/hari_khusus/{idx}') && line.startsWith('✗')),
      ).toEqual([])
      // The calls that answer are told apart from it: a wrong one is named as wrong, not missing.
      expect(run.out).toContain('  wrong: GET api/masterpengguna/{iduser} (1 of 4 checks failed)')
      expect(run.out).toContainEqual(expect.stringMatching(/^per call: \d+ ok, 3 wrong, 2 missing$/))
    },
    RUN_TIMEOUT,
  )

  it(
    'behind a catch-all 404 no unknown-id check is green, and the call is missing',
    async () => {
      const run = await mangledRun()
      expect(run.out).not.toContain('✓ GET api/shift/{id} (id tidak ada)')
      // Its check without a token reached the server (401) and passed: that says nothing of the call.
      expect(run.out).toContain('✓ GET api/shift/{id} (tanpa token)')
      expect(run.out).toContainEqual(expect.stringMatching(/^ {2}missing: GET api\/shift\/\{id\} \(/))
    },
    RUN_TIMEOUT,
  )
})
