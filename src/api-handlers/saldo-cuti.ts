import type { Kysely } from 'kysely'
import type { BukuCuti } from '../contract/cuti-ledger.ts'
import { type BukuCutiPegawai, CUTI_SALDO_MESSAGES as M, type SaldoCutiRow } from '../contract/cuti-saldo.ts'
import type { Database } from '../db/schema.ts'
import { recordRowChange } from './audit-trail.ts'
import type { AuthSession, HandlerMap } from './context.ts'
import { loadLedger, loadLedgers } from './cuti-saldo.ts'
import { formatTanggalId } from './format-id.ts'
import { assertInUnit, chosenUnit } from './scope.ts'

/**
 * The balances admins see (issue 31, docs/cuti.md "Saldo dan buku cuti", "Laporan Saldo Cuti"):
 * an employee's ledger, a manual adjustment, the per-unit report. Every figure is the ledger's
 * (loadLedgers, src/domain/leave-ledger.ts); nothing here computes a balance.
 */

const employeeColumns = [
  'pegawai.idp',
  'pegawai.nip',
  'pegawai.nama',
  'pegawai.kode',
  'pegawai.tglmasuk',
  'kantor.cabang',
] as const

const employees = (db: Kysely<Database>) =>
  db.selectFrom('pegawai').innerJoin('kantor', 'kantor.kode', 'pegawai.kode').select(employeeColumns)

/** The employee when in the caller's scope; another unit's answers 404 like a missing one. */
async function employeeInScope(db: Kysely<Database>, session: AuthSession, idp: number) {
  const row = await employees(db).where('pegawai.idp', '=', idp).executeTakeFirst()
  return assertInUnit(session, row, M.notFound)
}

/**
 * The day whose leave year the report shows for `tahun`: today in the current year (the balance
 * now), else 31 December (the year's closing balance; for the next year, the one it will have).
 */
export const reportDay = (tahun: number, today: string) =>
  String(tahun) === today.slice(0, 4) ? today : `${tahun}-12-31`

/** Why an employee has no leave year on `day`: not yet entitled, or no start date to count from. */
function catatanTanpaTahunCuti(ledger: BukuCuti, day: string): string {
  if (!ledger.berhak_mulai) return 'Tanggal masuk belum diisi'
  if (ledger.berhak_mulai > day) return `Belum 12 bulan (mulai ${formatTanggalId(ledger.berhak_mulai)})`
  return ''
}

type ReportEmployee = Pick<SaldoCutiRow, 'idp' | 'nip' | 'nama' | 'cabang'>

/** The report's row of one employee: the leave year holding `day`, its figures as the ledger sums them. */
export function saldoRowOf(employee: ReportEmployee, ledger: BukuCuti, day: string): SaldoCutiRow {
  const { idp, nip, nama, cabang } = employee
  const year = ledger.periode.find((p) => p.mulai <= day && day <= p.akhir)
  if (!year)
    return {
      ...{ idp, nip, nama, cabang, mulai: null, akhir: null },
      ...{ alokasi: 0, dibawa: 0, cuti_bersama: 0, diambil: 0, dikembalikan: 0, penyesuaian: 0 },
      ...{ hangus: 0, sisa: 0, catatan: catatanTanpaTahunCuti(ledger, day) },
    }
  const { mutasi: _entries, ...figures } = year
  return { idp, nip, nama, cabang, ...figures, catatan: '' }
}

export const saldoCutiHandlers = {
  async cutiSaldoPegawai({ db, session, params, clock }): Promise<BukuCutiPegawai> {
    const employee = await employeeInScope(db, session, params.idp)
    const ledger = await loadLedger(db, employee.idp, clock.today)
    const { idp, nip, nama, cabang, tglmasuk } = employee
    return { idp, nip, nama, cabang, tglmasuk, ...ledger }
  },

  async cutiPenyesuaian(context) {
    const { db, session, body, clock } = context
    await employeeInScope(db, session, body.idp)
    const { idmutasi } = await db
      .insertInto('cuti_mutasi')
      .values({
        idp: body.idp,
        tgl: body.tgl,
        jenis: 'penyesuaian',
        hari: body.hari,
        idj: null,
        keterangan: body.keterangan,
        oleh: session.usernama,
        waktu: `${clock.today} ${clock.time}`,
      })
      .returning('idmutasi')
      .executeTakeFirstOrThrow()
    await recordRowChange(db, context, 'cuti_mutasi', idmutasi, null)
    return { status: 'sukses' as const, pesan: 'Penyesuaian saldo cuti tersimpan.', idmutasi }
  },

  /** Active employees (status 0) of the chosen unit(s), by unit then name. */
  async cutiSaldoLaporan({ db, session, query, clock }) {
    const tahun = query.tahun ?? Number(clock.today.slice(0, 4))
    const unit = chosenUnit(session, query.kode)
    let active = employees(db).where('pegawai.status', '=', 0)
    if (unit !== null) active = active.where('pegawai.kode', '=', unit)
    const rows = await active
      .orderBy('kantor.cabang')
      .orderBy('pegawai.nama')
      .orderBy('pegawai.idp')
      .execute()
    const day = reportDay(tahun, clock.today)
    const ledgers = await loadLedgers(
      db,
      rows.map((row) => row.idp),
      clock.today,
      day > clock.today ? day : clock.today,
    )
    const none: BukuCuti = { berhak_mulai: null, periode: [], sisa: 0 }
    return { tahun, datae: rows.map((row) => saldoRowOf(row, ledgers.get(row.idp) ?? none, day)) }
  },
} satisfies HandlerMap
