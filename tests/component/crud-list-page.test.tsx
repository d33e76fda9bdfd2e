import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ShiftRow } from '../../src/contract/shift.ts'
import { CrudListPage, type CrudListPageProps } from '../../src/ui/components/CrudListPage.tsx'
import { useApiQuery } from '../../src/ui/lib/query.ts'
import { sqlRows } from '../support/test-server.ts'
import { loadedTable, renderScreen } from './support/screen.tsx'

/** Types into the search at once (user.type is a keystroke each). */
const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Cari' }), { target: { value: text } })

/**
 * The shared list screen on its own, over the real Jadwal list: what a new master screen gets by
 * giving its query, columns and form. The four screens' own tests and e2e specs keep their flows.
 */

type Options = Partial<Omit<CrudListPageProps<ShiftRow>, 'query'>>

function Screen(options: Options) {
  const query = useApiQuery('GET api/shift')
  return (
    <CrudListPage<ShiftRow>
      title="Layar Uji"
      query={query}
      rowKey={(row) => row.idshift}
      rowName={(row) => row.label}
      columns={[{ key: 'label', header: 'Kategori', value: (row) => row.label }]}
      remove={{ title: 'Hapus uji?', call: async () => undefined }}
      form={(row, close) => (
        <div role="dialog" aria-label={row ? `Ubah ${row.label}` : 'Baru'}>
          <button type="button" onClick={close}>
            Tutup
          </button>
        </div>
      )}
      searchPlaceholder="Nama kategori"
      {...options}
    />
  )
}

async function renderList(options: Options = {}) {
  const rendered = await renderScreen(<Screen {...options} />)
  const labels = sqlRows<{ label: string }>(rendered.server, 'SELECT label FROM shift ORDER BY idshift').map(
    (row) => row.label,
  )
  if (labels.length < 2) throw new Error('the demo seed lists at least two schedules')
  return { ...rendered, labels, table: await loadedTable() }
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

describe('CrudListPage', () => {
  it('shows the heading, Muat Ulang + Tambah, a numbered searchable table with Ubah/Hapus per row', async () => {
    const { labels, table } = await renderList()
    expect(screen.getByRole('heading', { level: 1, name: 'Layar Uji' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Muat Ulang' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tambah' })).toBeTruthy()
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['No', 'Kategori↕', 'Aksi'])
    expect(bodyRows(table)).toHaveLength(labels.length)
    const [first] = bodyRows(table)
    expect(within(first as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('1')
    for (const label of labels) {
      expect(screen.getByRole('button', { name: `Ubah ${label}` })).toBeTruthy()
      expect(screen.getByRole('button', { name: `Hapus ${label}` })).toBeTruthy()
    }
    search('tidak ada yang cocok')
    expect(within(table).getByText('Belum ada data. Klik tombol tambah untuk menambahkan')).toBeTruthy()
  })

  it('Tambah opens the form empty, Ubah with its row; closing unmounts it', async () => {
    const { user, labels } = await renderList()
    await user.click(screen.getByRole('button', { name: 'Tambah' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Baru' })).getByRole('button', { name: 'Tutup' }),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    const second = labels[1] as string
    await user.click(screen.getByRole('button', { name: `Ubah ${second}` }))
    expect(screen.getByRole('dialog', { name: `Ubah ${second}` })).toBeTruthy()
  })

  it("Hapus asks under the screen's title and removes only after 'Ya, hapus'", async () => {
    const call = vi.fn(async () => undefined)
    const { user, labels } = await renderList({ remove: { title: 'Hapus uji?', call } })
    const first = labels[0] as string
    await user.click(screen.getByRole('button', { name: `Hapus ${first}` }))
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Hapus uji?' })).getByRole('button', {
        name: 'Batal',
      }),
    )
    expect(call).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: `Hapus ${first}` }))
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Hapus uji?' })).getByRole('button', {
        name: 'Ya, hapus',
      }),
    )
    await screen.findByText('Data telah dihapus!')
    expect(call.mock.calls).toEqual([[expect.objectContaining({ label: first })]])
  })

  it('without a search hint or reload: no Cari, no Muat Ulang; the add button says addLabel', async () => {
    await renderList({ searchPlaceholder: undefined, reload: false, addLabel: 'Tambah Jadwal' })
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Muat Ulang' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Tambah Jadwal' })).toBeTruthy()
  })

  it('a view replaces the table and is given the rows the search keeps', async () => {
    const rendered = await renderScreen(
      <Screen
        view={({ rows, shown, edit }) => (
          <ul aria-label="Kartu">
            <li>{`${shown.length} dari ${rows.length}`}</li>
            {shown.map((row) => (
              <li key={row.idshift}>
                <button type="button" onClick={() => edit(row)}>
                  {row.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      />,
    )
    const labels = sqlRows<{ label: string }>(rendered.server, 'SELECT label FROM shift').map(
      (row) => row.label,
    )
    const list = await screen.findByRole('list', { name: 'Kartu' })
    await within(list).findByText(`${labels.length} dari ${labels.length}`)
    expect(screen.queryByRole('table')).toBeNull()
    search('tidak ada yang cocok')
    expect(within(list).getByText(`0 dari ${labels.length}`)).toBeTruthy()
  })
})
