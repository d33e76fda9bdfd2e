import { SelectField } from '../../components/SelectField.tsx'
import type { Pemetaan } from './read-scanlog.ts'

const WITH_DATE = 'tanggal'
const NO_STATUS = 'tanpa'

/**
 * Which column of a scan log table holds the PIN/NIP, the date, the time (or one date-time column),
 * and, when the table has one, whether a punch is in or out.
 */
export function PemetaanKolom(props: {
  kolom: readonly string[]
  peta: Pemetaan
  onChange: (peta: Pemetaan) => void
}) {
  const options = props.kolom.map((name, index) => ({
    value: String(index),
    label: name || `Kolom ${index + 1}`,
  }))
  const { peta, onChange } = props
  return (
    <fieldset className="impormesin-pemetaan">
      <legend>Kolom tabel</legend>
      <SelectField
        label="PIN atau NIP"
        options={options}
        value={String(peta.kunci)}
        onValueChange={(value) => onChange({ ...peta, kunci: Number(value) })}
      />
      <SelectField
        label="Tanggal"
        options={options}
        value={String(peta.tanggal)}
        onValueChange={(value) => onChange({ ...peta, tanggal: Number(value) })}
      />
      <SelectField
        label="Jam"
        options={[{ value: WITH_DATE, label: '(jam ada di kolom tanggal)' }, ...options]}
        value={peta.jam === null ? WITH_DATE : String(peta.jam)}
        onValueChange={(value) => onChange({ ...peta, jam: value === WITH_DATE ? null : Number(value) })}
      />
      <SelectField
        label="Masuk/Pulang"
        options={[{ value: NO_STATUS, label: '(tidak ada: dibaca menurut urutan)' }, ...options]}
        value={peta.status === null ? NO_STATUS : String(peta.status)}
        onValueChange={(value) => onChange({ ...peta, status: value === NO_STATUS ? null : Number(value) })}
      />
    </fieldset>
  )
}
