import { describe, expect, it } from 'vitest'
import { fromDatabaseError, isConcurrencyConflict } from '../../src/api-handlers/errors.ts'

/** PostgreSQL's constraint failures answer as SQLite's do (src/api-handlers/errors.ts). */
const pgError = (code: string) => Object.assign(new Error(`error ${code}`), { code })

describe('fromDatabaseError on PostgreSQL errors', () => {
  it.each([
    ['23505', 409, 'Data yang sama sudah ada.'],
    ['23503', 409, 'Data masih dipakai atau merujuk data yang tidak ada.'],
    ['23514', 400, 'Isian tidak valid.'],
    ['22003', 400, 'Angka tidak valid.'],
    ['40001', 503, 'Server sedang sibuk melayani perubahan lain. Silakan coba lagi.'],
  ])('%s → %i', (code, status, message) => {
    expect(fromDatabaseError(pgError(code))).toMatchObject({ status, message })
  })

  it('answers like the SQLite failure of the same rule', () => {
    const sqlite = fromDatabaseError(new Error('UNIQUE constraint failed: pegawai.nip'))
    expect(fromDatabaseError(pgError('23505'))).toEqual(sqlite)
  })

  it('leaves other errors to the 500 path, and only 40001/40P01 are retried', () => {
    expect(fromDatabaseError(pgError('42P01'))).toBeNull()
    expect(fromDatabaseError(new Error('ECONNREFUSED'))).toBeNull()
    expect([pgError('40001'), pgError('40P01'), pgError('23505')].map(isConcurrencyConflict)).toEqual([
      true,
      true,
      false,
    ])
  })
})
