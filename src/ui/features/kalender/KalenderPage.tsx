import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import type { KalenderRow, KalenderTahun } from '../../../contract/kalender.ts'
import { NAMA_BULAN } from '../../../domain/calendar.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { Button } from '../../components/Button.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { UnitSelect } from '../../components/UnitSelect.tsx'
import { positiveParam, useAddressParams } from '../../lib/address-params.ts'
import { failureMessage } from '../../lib/api-client.ts'
import { foundationToday } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { sessionAtom } from '../../lib/session.ts'
import { useUnitFilter } from '../../lib/unit-filter.ts'
import { ImporNasional } from './ImporNasional.tsx'
import { KalenderBulan } from './KalenderBulan.tsx'
import { KalenderCetak } from './KalenderCetak.tsx'
import { KalenderEntri } from './KalenderEntri.tsx'
import { KalenderForm } from './KalenderForm.tsx'
import { KalenderLegenda } from './KalenderLegenda.tsx'
import { type IndeksHari, indexDays, inMonth, warningSementara } from './kalender-days.ts'
import '../laporan/laporan.css'
import './kalender.css'

const BULAN = NAMA_BULAN.map((_, i) => i)

/** The years offered: a few around this one, and the one asked for in the address. */
function yearOptions(thisYear: number, chosen: number) {
  const years = new Set([chosen])
  for (let year = thisYear - 2; year <= thisYear + 3; year++) years.add(year)
  return [...years].sort().map((year) => ({ value: String(year), label: String(year) }))
}

/**
 * What the address holds (issue 20: Back and reload keep it): the year, the view, the month of the
 * month view and the first day of the week. Defaults: this year, the year view, this month, Senin.
 */
function useKalenderAddress() {
  const address = useAddressParams()
  const today = foundationToday()
  const thisYear = Number(today.slice(0, 4))
  const tahun = positiveParam(address.get('tahun'), thisYear)
  const defaultMonth = tahun === thisYear ? Number(today.slice(5, 7)) : 1
  const bulan = Math.min(positiveParam(address.get('bulan'), defaultMonth), 12) - 1
  return {
    thisYear,
    tahun,
    bulan,
    bulanan: address.get('tampilan') === 'bulan',
    seninDulu: address.get('pekan') !== 'ahad',
    set: address.set,
  }
}

type Address = ReturnType<typeof useKalenderAddress>

function ViewToolbar({ address }: { address: Address }) {
  const { set } = address
  return (
    <div className="report-toolbar">
      <SelectField
        label="Tahun"
        value={String(address.tahun)}
        options={yearOptions(address.thisYear, address.tahun)}
        onValueChange={(tahun) => set({ tahun })}
      />
      <fieldset className="kal-tampilan">
        <legend className="sr-only">Tampilan</legend>
        <Button
          variant={address.bulanan ? 'secondary' : 'primary'}
          aria-pressed={!address.bulanan}
          onClick={() => set({ tampilan: null })}
        >
          Setahun
        </Button>
        <Button
          variant={address.bulanan ? 'primary' : 'secondary'}
          aria-pressed={address.bulanan}
          onClick={() => set({ tampilan: 'bulan' })}
        >
          Bulanan
        </Button>
      </fieldset>
      <SelectField
        label="Awal pekan"
        value={address.seninDulu ? 'senin' : 'ahad'}
        options={[
          { value: 'senin', label: 'Senin' },
          { value: 'ahad', label: 'Ahad' },
        ]}
        onValueChange={(pekan) => set({ pekan: pekan === 'ahad' ? 'ahad' : null })}
      />
    </div>
  )
}

function MonthView(props: { data: KalenderTahun; index: IndeksHari; address: Address }) {
  const { address } = props
  const goTo = (bulan: number) => address.set({ bulan: String(bulan + 1) })
  return (
    <>
      <div className="report-toolbar">
        <Button variant="secondary" disabled={address.bulan === 0} onClick={() => goTo(address.bulan - 1)}>
          ‹ Sebelumnya
        </Button>
        <SelectField
          label="Bulan"
          value={String(address.bulan)}
          options={BULAN.map((i) => ({ value: String(i), label: NAMA_BULAN[i] ?? '' }))}
          onValueChange={(bulan) => goTo(Number(bulan))}
        />
        <Button variant="secondary" disabled={address.bulan === 11} onClick={() => goTo(address.bulan + 1)}>
          Berikutnya ›
        </Button>
      </div>
      <KalenderBulan
        data={props.data}
        index={props.index}
        bulan={address.bulan}
        seninDulu={address.seninDulu}
        besar
      />
    </>
  )
}

function YearView(props: { data: KalenderTahun; index: IndeksHari; address: Address }) {
  const { address } = props
  return (
    <div className="kal-tahun">
      {BULAN.map((bulan) => (
        <KalenderBulan
          key={bulan}
          data={props.data}
          index={props.index}
          bulan={bulan}
          seninDulu={address.seninDulu}
          onOpen={() => address.set({ tampilan: 'bulan', bulan: String(bulan + 1) })}
        />
      ))}
    </div>
  )
}

/**
 * Kalender Kerja (issue 30): a unit's (or the foundation's) year at a glance or a month large,
 * each day coloured and coded by its entry, and the list of entries. Level 0 adds, edits, deletes
 * and imports the national calendar; a unit admin reads its own unit's calendar.
 */
export default function KalenderPage({ title }: PageProps) {
  const admin = useAtomValue(sessionAtom)?.levelx === 0
  const unit = useUnitFilter()
  const address = useKalenderAddress()
  const { tahun } = address
  const query = useApiQuery(
    'GET api/kalender',
    { query: { tahun, kode: unit.kode || undefined } },
    { keepPrevious: true },
  )
  const data = query.data?.tahun === tahun ? query.data : undefined
  const index = useMemo(() => (data ? indexDays(data) : new Map()), [data])
  const [editing, setEditing] = useState<KalenderRow | 'baru' | null>(null)
  const [importing, setImporting] = useState(false)
  const rows = data?.datae ?? []
  const shownRows = address.bulanan ? rows.filter((row) => inMonth(row, tahun, address.bulan)) : rows

  return (
    <section>
      <PageHeader title={title}>
        {admin && <Button onClick={() => setEditing('baru')}>Tambah</Button>}
        {admin && data?.nasional && (
          <Button variant="secondary" onClick={() => setImporting(true)}>
            Impor libur nasional {tahun}
          </Button>
        )}
        {data && <KalenderCetak data={data} kode={unit.kode} unitName={unit.name} />}
      </PageHeader>
      <div className="report-toolbar">
        {unit.fixed ? <p className="kal-unit-tetap">Unit: {unit.name}</p> : <UnitSelect filter={unit} />}
      </div>
      <ViewToolbar address={address} />
      {data?.nasional?.sementara && (
        <p className="notice notice-warning" role="note">
          {warningSementara(tahun)} ({data.nasional.sk})
        </p>
      )}
      <KalenderLegenda cutiBersamaKerja={data?.cuti_bersama === 'kerja'} />
      {query.isError && !data && (
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      )}
      {!data && query.isFetching && <Loading />}
      {data &&
        (address.bulanan ? (
          <MonthView data={data} index={index} address={address} />
        ) : (
          <YearView data={data} index={index} address={address} />
        ))}
      {data && (
        <KalenderEntri
          rows={shownRows}
          query={query}
          units={unit.units}
          caption={
            address.bulanan ? `Entri ${NAMA_BULAN[address.bulan]} ${tahun}` : `Entri kalender ${tahun}`
          }
          onEdit={admin ? setEditing : undefined}
        />
      )}
      {editing && (
        <KalenderForm
          entry={editing === 'baru' ? null : editing}
          kode={unit.kode}
          units={unit.units}
          onClose={() => setEditing(null)}
        />
      )}
      {importing && <ImporNasional tahun={tahun} onClose={() => setImporting(false)} />}
    </section>
  )
}
