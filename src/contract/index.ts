import './locale.ts'
import { absensiEndpoints } from './absensi.ts'
import { areaEndpoints } from './area.ts'
import { cutiSaldoEndpoints } from './cuti-saldo.ts'
import { dataEndpoints } from './data.ts'
import type { Endpoint } from './define.ts'
import { ijinEndpoints } from './ijin.ts'
import { jamMengajarEndpoints } from './jam-mengajar.ts'
import { jejakPerubahanEndpoints } from './jejak-perubahan.ts'
import { jenisCutiEndpoints } from './jenis-cuti.ts'
import { kalenderEndpoints } from './kalender.ts'
import { laporanEndpoints } from './laporan.ts'
import { liburEndpoints } from './libur.ts'
import { masterEndpoints } from './master.ts'
import { mesinEndpoints } from './mesin.ts'
import { pegawaiEndpoints } from './pegawai.ts'
import { pegawaiImporEndpoints } from './pegawai-impor.ts'
import { pengaturanEndpoints } from './pengaturan.ts'
import { penggunaEndpoints } from './pengguna.ts'
import { presensiEndpoints } from './presensi.ts'
import { sessionEndpoints } from './session.ts'
import { shiftEndpoints } from './shift.ts'
import { tahunAjaranEndpoints } from './tahunajaran.ts'

/** Every call of SPEC.md §7 plus the ones DESIGN.md adds, keyed by a stable name. */
export const contract = {
  ...sessionEndpoints,
  ...tahunAjaranEndpoints,
  ...shiftEndpoints,
  ...pegawaiEndpoints,
  ...pegawaiImporEndpoints,
  ...masterEndpoints,
  ...areaEndpoints,
  ...absensiEndpoints,
  ...liburEndpoints,
  ...kalenderEndpoints,
  ...ijinEndpoints,
  ...cutiSaldoEndpoints,
  ...jenisCutiEndpoints,
  ...mesinEndpoints,
  ...jamMengajarEndpoints,
  ...penggunaEndpoints,
  ...laporanEndpoints,
  ...pengaturanEndpoints,
  ...dataEndpoints,
  ...jejakPerubahanEndpoints,
  ...presensiEndpoints,
} satisfies Record<string, Endpoint>

export type Contract = typeof contract
export type EndpointName = keyof Contract

export * from './define.ts'
