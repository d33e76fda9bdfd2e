import { PEGAWAI_LIST_QUERY } from '../calls.ts'
import type { RunContext } from '../context.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import { UNKNOWN_ID } from '../sweeps.ts'
import { kantorChecks } from './kantor.ts'
import { look, onListedRow, RUN_STAMP, unless } from './shared.ts'

/** Academic years, positions, education levels, offices and the foundation's settings. */
export async function masterChecks(ctx: RunContext): Promise<void> {
  await tahunAjaranChecks(ctx)
  for (const [list, create, field] of [
    ['jabatanList', 'jabatanCreate', 'jabatan'],
    ['pendidikanList', 'pendidikanCreate', 'pendidikan'],
  ] as const) {
    const rows = bodyOf(list, await expectCall(ctx, { endpoint: list, status: 200 }))?.datae ?? []
    const existing = rows[0] as Record<string, unknown> | undefined
    if (existing)
      await expectCall(ctx, {
        endpoint: create,
        json: { [field]: existing[field] },
        note: 'sudah ada',
        status: 409,
      })
    else skipCheck(ctx, { endpoint: create, note: 'sudah ada' }, `no ${field} in the data`)
    const name = `Uji Kontrak ${RUN_STAMP}`
    const created = bodyOf(
      create,
      await expectCall(ctx, {
        endpoint: create,
        json: { [field]: name },
        status: 200,
        verify: async () => {
          const after = (await look(ctx, list))?.datae ?? []
          return unless(
            after.some((row) => (row as Record<string, unknown>)[field] === name),
            `GET api/${field}: the ${field} just created is not listed`,
          )
        },
      }),
    )
    await renameAndDeleteChecks(ctx, field, existing?.[field] as string | undefined, created?.id ?? null)
  }
  await kantorChecks(ctx)
  await pengaturanChecks(ctx)
}

const CHOICE_CALLS = {
  jabatan: { list: 'jabatanList', update: 'jabatanUpdate', remove: 'jabatanDelete' },
  pendidikan: { list: 'pendidikanList', update: 'pendidikanUpdate', remove: 'pendidikanDelete' },
} as const

/**
 * Renaming a position or education level: to a taken name (409), an unknown id (404), then the
 * entry this run created, which is then deleted (and listed no more); an entry an employee
 * holds is refused (409).
 */
async function renameAndDeleteChecks(
  ctx: RunContext,
  field: 'jabatan' | 'pendidikan',
  taken: string | undefined,
  createdId: number | null,
) {
  const calls = CHOICE_CALLS[field]
  await expectCall(ctx, {
    endpoint: calls.update,
    json: { id: UNKNOWN_ID, [field]: `Tidak Ada ${RUN_STAMP}` },
    note: 'id tidak ada',
    status: 404,
  })
  if (taken)
    await onListedRow(ctx, createdId, (id) => ({
      endpoint: calls.update,
      json: { id, [field]: taken },
      note: 'nama sudah ada',
      status: 409,
    }))
  const renamed = `Uji Kontrak ${RUN_STAMP} Diubah`
  await onListedRow(ctx, createdId, (id) => ({
    endpoint: calls.update,
    json: { id, [field]: renamed },
    status: 200,
    verify: async () => {
      const after = (await look(ctx, calls.list))?.datae ?? []
      return unless(
        after.some((row) => (row as Record<string, unknown>)[field] === renamed),
        `PUT api/${field}: the new name is not listed`,
      )
    },
  }))
  await onListedRow(ctx, createdId, (id) => ({
    endpoint: calls.remove,
    params: { id },
    status: 200,
    verify: async () => {
      const after = (await look(ctx, calls.list))?.datae ?? []
      return unless(
        !after.some((row) => (row as Record<string, unknown>).id === id),
        `DELETE api/${field}/{id}: the deleted entry is still listed`,
      )
    },
  }))
  await onListedRow(ctx, await heldByAnEmployee(ctx, field), (id) => ({
    endpoint: calls.remove,
    params: { id },
    note: 'dipakai pegawai',
    status: 409,
  }))
}

/** The id of a position or education level the first listed employee holds. */
async function heldByAnEmployee(ctx: RunContext, field: 'jabatan' | 'pendidikan'): Promise<number | null> {
  const employees = (await look(ctx, 'pegawaiList', undefined, PEGAWAI_LIST_QUERY))?.datae ?? []
  const held = new Set(employees.map((row) => (row as Record<string, unknown>)[field]))
  const entries = (await look(ctx, CHOICE_CALLS[field].list))?.datae ?? []
  const entry = entries.find((row) => held.has((row as Record<string, unknown>)[field]))
  return entry ? Number((entry as Record<string, unknown>).id) : null
}

async function tahunAjaranChecks(ctx: RunContext) {
  const years =
    bodyOf('tahunAjaranList', await expectCall(ctx, { endpoint: 'tahunAjaranList', status: 200 }))?.datae ??
    []
  const active = years.find((year) => year.aktif === 1)
  if (active) {
    await expectCall(ctx, {
      endpoint: 'tahunAjaranDelete',
      params: { id: active.id },
      note: 'tahun aktif',
      status: 409,
    })
    await expectCall(ctx, {
      endpoint: 'tahunAjaranCreate',
      json: { nama: active.nama, tglawal: active.tglawal, tglakhir: active.tglakhir },
      note: 'sudah ada',
      status: 409,
    })
    await overlappingYear(ctx, active, years)
    await expectCall(ctx, { endpoint: 'tahunAjaranSetActive', json: { id: active.id }, status: 200 })
  } else {
    skipCheck(
      ctx,
      { endpoint: 'tahunAjaranDelete', note: 'tahun aktif' },
      'no active academic year in the data',
    )
  }
  await expectCall(ctx, {
    endpoint: 'tahunAjaranSetActive',
    json: { id: UNKNOWN_ID },
    note: 'id tidak ada',
    status: 404,
  })
  // A year after every listed one, so it overlaps none.
  const lastYear = Math.max(2030, ...years.map((year) => Number(year.tglakhir.slice(0, 4))))
  const start = lastYear + 1
  const created = bodyOf(
    'tahunAjaranCreate',
    await expectCall(ctx, {
      endpoint: 'tahunAjaranCreate',
      json: { nama: `${start}/${start + 1}`, tglawal: `${start}-07-01`, tglakhir: `${start + 1}-06-30` },
      status: 200,
    }),
  )
  if (created)
    await expectCall(ctx, { endpoint: 'tahunAjaranDelete', params: { id: created.id }, status: 200 })
}

type Year = { nama: string; tglakhir: string }

/**
 * A year named after the active one's last calendar year that starts on 1 January of it, so its
 * first half lies inside the active year: refused (409) as overlapping.
 */
async function overlappingYear(ctx: RunContext, active: Year, years: readonly Year[]) {
  const start = Number(active.tglakhir.slice(0, 4))
  const nama = `${start}/${start + 1}`
  const spec = { endpoint: 'tahunAjaranCreate', note: 'bertumpang tindih' } as const
  if (years.some((year) => year.nama === nama))
    return skipCheck(ctx, spec, `a year ${nama} exists already (the name would be refused first)`)
  await expectCall(ctx, {
    ...spec,
    json: { nama, tglawal: `${start}-01-01`, tglakhir: `${start + 1}-06-30` },
    status: 409,
  })
}

async function pengaturanChecks(ctx: RunContext) {
  const current = bodyOf('pengaturanGet', await expectCall(ctx, { endpoint: 'pengaturanGet', status: 200 }))
  await expectCall(ctx, {
    endpoint: 'pengaturanUpdate',
    json: { nama_yayasan: '', alamat_yayasan: '', toleransi_terlambat_menit: -1 },
    note: 'nama kosong',
    status: 400,
  })
  if (!current) return skipCheck(ctx, { endpoint: 'pengaturanUpdate' }, 'GET api/pengaturan gave no settings')
  // The same settings again: a real save that leaves the backend as it was.
  await expectCall(ctx, {
    endpoint: 'pengaturanUpdate',
    json: current,
    status: 200,
    verify: async () => {
      const after = await look(ctx, 'pengaturanGet')
      return unless(
        JSON.stringify(after) === JSON.stringify(current),
        'PUT api/pengaturan: GET api/pengaturan differs after saving the same settings',
      )
    },
  })
}
