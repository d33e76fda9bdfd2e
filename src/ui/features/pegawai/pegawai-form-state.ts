import type { PegawaiDetail } from '../../../contract/pegawai-schema.ts'
import { generatePassword } from './credentials.ts'

/** The employee form's values: inputs hold text; `toInput` turns them into the contract's body. */
export interface PegawaiValues extends Record<string, unknown> {
  nip: string
  nama: string
  jk: 'L' | 'P'
  tempat: string
  tgllahir: string
  alamat: string
  jabatan: string
  pendidikan: string
  catatan: string
  wa: string
  email: string
  status: '0' | '1' | '2'
  tglmasuk: string
  tglkeluar: string
  kode: string
  idshift: string
  pass: string
  status_aktif: 0 | 1
  /** undefined = keep the stored photo; a data URL = the new one. */
  image1: string | undefined
}

/** A new employee starts with a generated password to share (issue 5). */
export const newValues = (): PegawaiValues => ({
  nip: '',
  nama: '',
  jk: 'L',
  tempat: '',
  tgllahir: '',
  alamat: '',
  jabatan: '',
  pendidikan: '',
  catatan: '',
  wa: '',
  email: '',
  status: '0',
  tglmasuk: '',
  tglkeluar: '',
  kode: '',
  idshift: '',
  pass: generatePassword(),
  status_aktif: 1,
  image1: undefined,
})

export const valuesFrom = (detail: PegawaiDetail): PegawaiValues => ({
  ...detail,
  tgllahir: detail.tgllahir ?? '',
  status: String(detail.status) as PegawaiValues['status'],
  tglmasuk: detail.tglmasuk ?? '',
  tglkeluar: detail.tglkeluar ?? '',
  idshift: detail.idshift === null ? '' : String(detail.idshift),
  pass: '',
  image1: undefined,
})

/**
 * The body the contract's schema checks: empty dates are "not set", an empty schedule is missing
 * ('Pilih dulu kaitan jadwal!'). An edit sends no password (the app-access section changes it) and
 * leaves the app-access flag as it is.
 */
export function toInput(idp: number | null) {
  return (values: PegawaiValues) => {
    const { image1, pass, status_aktif, ...rest } = values
    const common = {
      ...rest,
      tgllahir: values.tgllahir || null,
      tglmasuk: values.tglmasuk || null,
      tglkeluar: values.status === '0' ? null : values.tglkeluar || null,
      status: Number(values.status),
      idshift: values.idshift === '' ? undefined : Number(values.idshift),
      ...(image1 === undefined ? {} : { image1 }),
    }
    return idp === null ? { ...common, pass, status_aktif } : { ...common, idp, pass: '' }
  }
}
