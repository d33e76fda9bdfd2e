import { createConfig, lintFromString } from '@redocly/openapi-core'
import { describe, expect, it } from 'vitest'
import { contract, type Endpoint } from '../../src/contract/index.ts'
import { buildOpenApi, EXTENSION_TAG } from '../../src/contract/openapi.ts'
import { SPEC_SECTION_7_CALLS } from './spec-calls.ts'

const document = buildOpenApi()
const endpoints = Object.values(contract) as Endpoint[]
type Schema = Record<string, unknown>
type Operation = {
  tags: string[]
  'x-presensi-extension'?: true
  requestBody?: { content: Record<string, { schema: Schema }> }
  parameters?: { name: string; in: string; schema: Schema }[]
}
const operation = (method: string, path: string) =>
  document.paths[`/${path}`]?.[method.toLowerCase()] as Operation
function bodyProperty(method: string, path: string, name: string): Schema | undefined {
  const schema = operation(method, path).requestBody?.content['application/json']?.schema
  return (schema?.properties as Record<string, Schema> | undefined)?.[name]
}

describe('redocly lint (recommended rules)', () => {
  it('finds no error; the one warning kept is the missing licence (docs/openapi.md)', async () => {
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    })
    const errors = problems.filter((problem) => problem.severity === 'error')
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([])
    expect(problems.map((problem) => problem.ruleId)).toEqual(['info-license'])
  })
})

describe('extensions beyond SPEC.md §7', () => {
  it('are exactly the operations missing from the committed SPEC list, marked and tagged', () => {
    const spec = new Set<string>(SPEC_SECTION_7_CALLS)
    for (const endpoint of endpoints) {
      const call = `${endpoint.method} ${endpoint.path}`
      const { tags, 'x-presensi-extension': marked } = operation(endpoint.method, endpoint.path)
      expect(Boolean(endpoint.extension), call).toBe(!spec.has(call))
      expect(marked === true, call).toBe(!spec.has(call))
      expect(tags.includes(EXTENSION_TAG), call).toBe(!spec.has(call))
      expect(tags.length, call).toBe(spec.has(call) ? 1 : 2)
    }
  })

  it('leaves no SPEC call out of the contract', () => {
    const calls = new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`))
    expect(SPEC_SECTION_7_CALLS.filter((call) => !calls.has(call))).toEqual([])
  })
})

describe('refinements zod cannot convert', () => {
  it('documents a photo as a data URL, or "" to keep the stored one, or null to remove it', () => {
    const image1 = bodyProperty('PUT', 'api/datapegawai', 'image1') as { oneOf: Schema[] }
    const [dataUrl, keep, remove] = image1.oneOf
    const pattern = new RegExp(String(dataUrl?.pattern))
    expect(pattern.test('data:image/png;base64,iVBORw0KGgo=')).toBe(true)
    expect(pattern.test('data:image/gif;base64,R0lGOD==')).toBe(false)
    expect(keep).toMatchObject({ const: '' })
    expect(remove).toMatchObject({ type: 'null' })
    expect(bodyProperty('POST', 'api/datapegawai', 'image1')).toEqual(image1)
  })

  it('documents dates with format date and a pattern, in bodies and path parameters', () => {
    const date = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }
    expect(bodyProperty('POST', 'api/hari_libur', 'tgllibur')).toMatchObject(date)
    expect(bodyProperty('POST', 'api/absensi/datang', 'tgl')).toMatchObject(date)
    // The path's two dates (the query's `kode` is the unit filter).
    const rekap = (operation('GET', 'api/laporan/rekapitulasi/{tglawal}/{tglakhir}').parameters ?? []).filter(
      (parameter) => parameter.in === 'path',
    )
    expect(rekap).toHaveLength(2)
    for (const parameter of rekap) expect(parameter.schema).toMatchObject(date)
    const tgllahir = bodyProperty('POST', 'api/datapegawai', 'tgllahir') as { oneOf: Schema[] }
    expect(tgllahir.oneOf).toEqual([
      expect.objectContaining(date),
      { type: 'string', const: '' },
      { type: 'null' },
    ])
  })

  it('documents times as HH:mm, JSON-text fields and enums with descriptions', () => {
    const waktu = bodyProperty('POST', 'api/absensi/datang', 'waktu')
    expect(new RegExp(String(waktu?.pattern)).test('23:59')).toBe(true)
    expect(new RegExp(String(waktu?.pattern)).test('24:00')).toBe(false)
    expect(bodyProperty('POST', 'api/shift', 'hari')).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      description: expect.stringContaining('7 entri'),
    })
    expect(bodyProperty('POST', 'api/shift', 'lokasi_masuk')?.description).toContain('0 di mana saja')
    expect(bodyProperty('POST', 'api/masterpengguna', 'levelx')?.description).toContain('Admin Yayasan')
  })
})
