import { PEGAWAI_MESSAGES } from '../../../contract/messages.ts'
import type { PegawaiDetail } from '../../../contract/pegawai-schema.ts'
import { generatePassword } from './credentials.ts'

/** The employee form's values: text inputs as strings, converted to the contract's body on save. */
export interface PegawaiInput {
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
export const newInput = (): PegawaiInput => ({
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

export const inputFrom = (detail: PegawaiDetail): PegawaiInput => ({
  ...detail,
  tgllahir: detail.tgllahir ?? '',
  status: String(detail.status) as PegawaiInput['status'],
  tglmasuk: detail.tglmasuk ?? '',
  tglkeluar: detail.tglkeluar ?? '',
  idshift: detail.idshift === null ? '' : String(detail.idshift),
  pass: '',
  image1: undefined,
})

/** The SPEC's checks before saving, in its order; null when the form may be sent. */
export function problemOf(input: PegawaiInput, isNew: boolean): string | null {
  if (!input.nip.trim() || !input.nama.trim()) return PEGAWAI_MESSAGES.nipNamaRequired
  if (isNew && !input.pass) return PEGAWAI_MESSAGES.passwordRequired
  if (!input.idshift) return PEGAWAI_MESSAGES.shiftRequired
  return null
}

export function bodyOf(input: PegawaiInput) {
  const { status_aktif: _aktif, pass: _pass, image1, ...rest } = input
  return {
    ...rest,
    status: Number(input.status) as 0 | 1 | 2,
    idshift: Number(input.idshift),
    tglkeluar: input.status === '0' ? null : input.tglkeluar,
    ...(image1 === undefined ? {} : { image1 }),
  }
}
