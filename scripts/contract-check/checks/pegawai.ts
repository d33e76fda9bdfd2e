import { contract } from '../../../src/contract/index.ts'
import { PEGAWAI_LIST_QUERY } from '../calls.ts'
import type { RunContext } from '../context.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import { UNKNOWN_ID } from '../sweeps.ts'
import { look, onListedRow, RUN_STAMP, unless } from './shared.ts'

const LIST_QUERY = PEGAWAI_LIST_QUERY

const cekSays = (expected: 'ada' | 'non') => (answer: { json: unknown }) =>
  unless(
    (answer.json as { cek: string }).cek === expected,
    `GET ${contract.pegawaiCekNip.path}: expected cek '${expected}', received '${(answer.json as { cek: string }).cek}'`,
  )

/** Employees: list, detail, NIP check and picker; a taken NIP (409); create → update → import → delete. */
export async function pegawaiChecks(ctx: RunContext): Promise<void> {
  const list = bodyOf(
    'pegawaiList',
    await expectCall(ctx, { endpoint: 'pegawaiList', query: LIST_QUERY, status: 200 }),
  )
  const office = list?.datae[0]
  if (office)
    await expectCall(ctx, {
      endpoint: 'pegawaiList',
      query: { ...LIST_QUERY, kode: office.kode },
      note: 'satu unit',
      status: 200,
      verify: (answer) =>
        unless(
          (answer.json as { datae: { kode: string }[] }).datae.every((row) => row.kode === office.kode),
          `GET ${contract.pegawaiList.path} (satu unit): expected only employees of ${office.kode}`,
        ),
    })
  await onListedRow(ctx, ctx.fixtures.ids.pegawai, (idp) => ({
    endpoint: 'pegawaiDetail',
    params: { idp },
    status: 200,
    verify: (answer) =>
      unless(
        (answer.json as { exist: string }).exist === 'ya',
        `GET ${contract.pegawaiDetail.path}: expected exist 'ya' for a listed employee`,
      ),
  }))
  await expectCall(ctx, {
    endpoint: 'pegawaiCari',
    query: { nip: '', nama: ctx.fixtures.namaPegawai.slice(0, 3), jabatan: '' },
    status: 200,
  })
  await expectCall(ctx, {
    endpoint: 'pegawaiAwal',
    status: 200,
    verify: (answer) => {
      const names = (answer.json as { datae: { nama: string }[] }).datae.map((row) => row.nama)
      return unless(
        names.length <= 50 && names.every((nama, i) => i === 0 || (names[i - 1] ?? '') <= nama),
        `GET ${contract.pegawaiAwal.path}: expected at most 50 employees in name order`,
      )
    },
  })
  const nip = `UJI-${RUN_STAMP}`
  await expectCall(ctx, {
    endpoint: 'pegawaiCekNip',
    query: { tipedata: 'nip', nilai: nip, idp: '' },
    note: 'bebas',
    status: 200,
    verify: cekSays('non'),
  })
  const existing = list?.datae[0]
  const shift = (await look(ctx, 'shiftList'))?.datae[0]?.idshift
  const kode = (await look(ctx, 'kantorList'))?.datae[0]?.kode
  if (!existing || !shift || !kode)
    return skipCheck(ctx, { endpoint: 'pegawaiCreate' }, 'no employee, schedule or office in the data')
  await expectCall(ctx, {
    endpoint: 'pegawaiCekNip',
    query: { tipedata: 'nip', nilai: existing.nip, idp: '' },
    note: 'sudah dipakai',
    status: 200,
    verify: cekSays('ada'),
  })
  const body = {
    nip,
    nama: 'Pegawai Uji Kontrak',
    pass: 'rahasia1',
    idshift: shift,
    kode,
    jk: 'P' as const,
    wa: '081234567890',
  }
  await expectCall(ctx, {
    endpoint: 'pegawaiCreate',
    json: { ...body, nip: existing.nip },
    note: 'NIP sudah dipakai',
    status: 409,
  })
  await expectCall(ctx, {
    endpoint: 'pegawaiUpdate',
    json: { ...body, idp: UNKNOWN_ID, pass: '' },
    note: 'id tidak ada',
    status: 404,
  })
  await expectCall(ctx, {
    endpoint: 'appPegawai',
    json: { idp: UNKNOWN_ID, pass: 'rahasia1', status_aktif: 1 },
    note: 'id tidak ada',
    status: 404,
  })

  const created = bodyOf(
    'pegawaiCreate',
    await expectCall(ctx, { endpoint: 'pegawaiCreate', json: body, status: 200 }),
  )
  if (created) {
    const idp = created.idp
    await expectCall(ctx, {
      endpoint: 'pegawaiDetail',
      params: { idp },
      note: 'baru dibuat',
      status: 200,
      verify: (answer) =>
        unless(
          (answer.json as { detail: { nip: string } | null }).detail?.nip === nip,
          `GET ${contract.pegawaiDetail.path} (baru dibuat): expected NIP ${nip}`,
        ),
    })
    await expectCall(ctx, {
      endpoint: 'pegawaiUpdate',
      json: { ...body, idp, pass: '', nama: 'Pegawai Uji Ubah' },
      status: 200,
    })
    await expectCall(ctx, {
      endpoint: 'pegawaiUpdate',
      json: { ...body, idp, pass: '', nip: existing.nip },
      note: 'NIP pegawai lain',
      status: 409,
    })
    await expectCall(ctx, {
      endpoint: 'appPegawai',
      json: { idp, pass: 'rahasia2', status_aktif: 1 },
      status: 200,
    })
    await expectCall(ctx, { endpoint: 'pegawaiDelete', params: { idp }, status: 200 })
    await expectCall(ctx, {
      endpoint: 'pegawaiDetail',
      params: { idp },
      note: 'sudah dihapus',
      status: 200,
      verify: (answer) =>
        unless(
          (answer.json as { exist: string }).exist === 'non',
          `GET ${contract.pegawaiDetail.path} (sudah dihapus): expected exist 'non'`,
        ),
    })
  }
  await imporChecks(ctx, { nip: `IMPOR-${RUN_STAMP}`, jadwal: String(shift), kode, takenNip: existing.nip })
}

async function imporChecks(
  ctx: RunContext,
  row: { nip: string; jadwal: string; kode: string; takenNip: string },
) {
  const baris = {
    nomor: 2,
    nip: row.nip,
    nama: 'Pegawai Impor Uji',
    jk: 'L',
    kode: row.kode,
    jadwal: row.jadwal,
  }
  await expectCall(ctx, { endpoint: 'pegawaiImporPeriksa', json: { baris: [baris] }, status: 200 })
  await expectCall(ctx, {
    endpoint: 'pegawaiImpor',
    json: { baris: [{ ...baris, nip: row.takenNip }] },
    note: 'NIP sudah dipakai',
    status: 400,
  })
  const imported = bodyOf(
    'pegawaiImpor',
    await expectCall(ctx, { endpoint: 'pegawaiImpor', json: { baris: [baris] }, status: 200 }),
  )
  const idp = imported?.akun[0]?.idp
  if (idp)
    await expectCall(ctx, { endpoint: 'pegawaiDelete', params: { idp }, note: 'hasil impor', status: 200 })
}
