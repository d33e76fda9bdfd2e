/**
 * Generates the large benchmark database (DESIGN.md §4) as a .sqlite file:
 *   node scripts/generate-large.ts [out.sqlite] [--employees N] [--days N] [--today YYYY-MM-DD]
 * Default output bench/out/large.sqlite, 2,000 employees × 365 days ending today (the foundation's
 * date); the bench passes a fixed --today so its figures compare across days (bench/dataset.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import initSqlJs from 'sql.js'
import { seedLarge } from '../seeds/large.ts'
import { openConnection } from '../src/db/connection.ts'
import { zonedDate } from '../src/domain/calendar.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    employees: { type: 'string', default: '2000' },
    days: { type: 'string', default: '365' },
    today: { type: 'string' },
  },
})
const out = resolve(positionals[0] ?? 'bench/out/large.sqlite')
const employees = Number(values.employees)
const days = Number(values.days)
const today = values.today ?? zonedDate(new Date())
const validToday = /^\d{4}-\d{2}-\d{2}$/.test(today) && !Number.isNaN(Date.parse(today))
if (!Number.isInteger(employees) || employees < 1 || !Number.isInteger(days) || days < 1 || !validToday) {
  console.error(
    'Pemakaian: node scripts/generate-large.ts [out.sqlite] [--employees N] [--days N] [--today YYYY-MM-DD]',
  )
  process.exit(2)
}

const started = performance.now()
const SQL = await initSqlJs()
const conn = await openConnection(new SQL.Database())
const summary = await seedLarge(conn, { today, employees, days })
const seeded = performance.now()
const bytes = conn.sqlite.export()
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, bytes)
conn.sqlite.close()

const ms = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`
console.table(summary)
console.log(`today ${today}: ${employees} pegawai × ${days} hari`)
console.log(`seed ${ms(started, seeded)}, export + write ${ms(seeded, performance.now())}`)
console.log(`${out} (${(bytes.length / 1024 / 1024).toFixed(1)} MiB)`)
