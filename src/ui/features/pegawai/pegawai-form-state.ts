import {
  type PegawaiCreateBody,
  type PegawaiDetail,
  pegawaiCreateBody,
} from '../../../contract/pegawai-schema.ts'
import { generatePassword } from './credentials.ts'

/**
 * The employee form's values, one per field of the contract's create body (issue 28: a text field
 * added there is in the form's state without touching this file). Inputs hold the body's text
 * fields as they are; every other field is held as `PegawaiValues` says (a field of another kind
 * added to the contract does not compile until it is named here); `toInput` turns the values into
 * the contract's body.
 */
type Body = Required<PegawaiCreateBody>
type TextField = Exclude<{ [K in keyof Body]: string extends Body[K] ? K : never }[keyof Body], 'image1'>
type NotText = Exclude<keyof Body, TextField>
export type PegawaiValues = Record<TextField, string> & {
  jk: Body['jk']
  /** The status select's option ('0' Aktif, '1' Non Aktif, '2' Keluar/Pindah). */
  status: `${Body['status']}`
  /** The schedule select's option: the id as text, '' = none chosen. */
  idshift: string
  status_aktif: Body['status_aktif']
  /** undefined = keep the stored photo; a data URL = the new one. */
  image1: string | undefined
  /** A teacher's category (issue 33), '' = none; undefined = not a teacher: not shown, not sent. */
  kategori_guru: NonNullable<Body['kategori_guru']> | '' | undefined
}

/** A new employee's values of the fields that are not text (a text field starts ''). */
const NOT_TEXT_DEFAULTS = {
  jk: 'L',
  status: '0',
  idshift: '',
  status_aktif: 1,
  image1: undefined,
  kategori_guru: undefined,
} as const satisfies Pick<PegawaiValues, NotText>

const TEXT_FIELDS = Object.keys(pegawaiCreateBody.in.shape).filter(
  (field): field is TextField => !(field in NOT_TEXT_DEFAULTS),
)

/** Every text field: its value in `from` as text ('' where missing or null). */
const texts = (from: Partial<Record<string, unknown>>) =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, String(from[field] ?? '')])) as Record<
    TextField,
    string
  >

/** A new employee starts with a generated password to share (issue 5). */
export const newValues = (): PegawaiValues => ({
  ...texts({}),
  ...NOT_TEXT_DEFAULTS,
  pass: generatePassword(),
})

/** The stored employee in the form; an edit starts with no password (the app-access section sets it). */
export const valuesFrom = (detail: PegawaiDetail): PegawaiValues => ({
  ...texts(detail),
  jk: detail.jk,
  status: `${detail.status}`,
  idshift: detail.idshift === null ? '' : String(detail.idshift),
  status_aktif: detail.status_aktif,
  image1: undefined,
  kategori_guru: detail.tipe === 'ajar' ? (detail.kategori_guru ?? '') : undefined,
  pass: '',
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
