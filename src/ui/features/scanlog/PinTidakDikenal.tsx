import { useState } from 'react'
import type { z } from 'zod'
import type { pinTidakDikenalMesin } from '../../../contract/mesin.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { EmployeePicker, type PegawaiCariRow } from '../employee-picker/EmployeePicker.tsx'
import { hasilText } from '../impormesin/hasil-text.ts'
import { waktuText } from '../mesin/mesin-status.ts'

type PinRow = z.infer<typeof pinTidakDikenalMesin>
type Pilihan = Map<string, PegawaiCariRow>

/**
 * PINs no employee answers to (issue 32), per machine. 'Hubungkan ke pegawai' picks the employee
 * of a PIN; the chosen pairs go in one call ('Simpan'), which sets their pin_mesin and
 * reprocesses those punches.
 */
export function PinTidakDikenal({ idmesin }: { idmesin: number | undefined }) {
  const unknown = useApiQuery('GET api/scanlog/tidakdikenal', { query: { idmesin } })
  const [pilihan, setPilihan] = useState<Pilihan>(new Map())
  const [memilih, setMemilih] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const rows = unknown.data?.datae ?? []
  const choose = (pin: string, pegawai: PegawaiCariRow | null) =>
    setPilihan((previous) => {
      const next = new Map(previous)
      if (pegawai) next.set(pin, pegawai)
      else next.delete(pin)
      return next
    })

  async function save() {
    const pasangan = [...pilihan].map(([pin, pegawai]) => ({ pin, idp: pegawai.idp }))
    setBusy(true)
    const done = await runAction(() => api('POST api/scanlog/hubungkan', { body: { pasangan } }), {
      success: (hasil) => `${pasangan.length} PIN terhubung: ${hasilText(hasil)}`,
      successDialog: 'Berhasil',
    })
    setBusy(false)
    if (done) setPilihan(new Map())
  }

  return (
    <section aria-labelledby="pin-tidak-dikenal">
      <h2 id="pin-tidak-dikenal">PIN tidak dikenal</h2>
      <DataTable
        rows={rows}
        rowKey={(row) => `${row.idmesin}-${row.pin}`}
        query={unknown}
        emptyText="Semua PIN sudah terhubung ke pegawai"
        columns={[
          { key: 'pin', header: 'PIN', value: (row: PinRow) => row.pin },
          { key: 'mesin', header: 'Mesin', value: (row: PinRow) => row.nama_mesin },
          { key: 'jumlah', header: 'Jumlah scan', className: 'num', value: (row: PinRow) => row.jumlah },
          { key: 'terakhir', header: 'Terakhir', value: (row: PinRow) => waktuText(row.terakhir) },
          {
            key: 'pegawai',
            header: 'Pegawai',
            render: (row: PinRow) => {
              const pegawai = pilihan.get(row.pin)
              return pegawai ? (
                <>
                  {pegawai.nama} ({pegawai.nip}){' '}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Batal PIN ${row.pin}`}
                    onClick={() => choose(row.pin, null)}
                  >
                    Batal
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  aria-label={`Hubungkan ke pegawai: PIN ${row.pin}`}
                  onClick={() => setMemilih(row.pin)}
                >
                  Hubungkan ke pegawai
                </Button>
              )
            },
          },
        ]}
      />
      {pilihan.size > 0 && (
        <div className="page-actions">
          <Button onClick={() => void save()} loading={busy}>
            Simpan {pilihan.size} pasangan PIN
          </Button>
        </div>
      )}
      <EmployeePicker
        open={memilih !== null}
        title={`Pegawai untuk PIN ${memilih ?? ''}`}
        onClose={() => setMemilih(null)}
        onSelect={(pegawai) => {
          if (memilih) choose(memilih, pegawai)
          setMemilih(null)
        }}
      />
    </section>
  )
}
