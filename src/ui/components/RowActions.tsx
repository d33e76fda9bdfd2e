import { Button } from './Button.tsx'
import './kit.css'
import type { DataTableColumn } from './table-columns.ts'

export type RowActionsProps = {
  /** What the row is called, for the buttons' accessible names ('Ubah Aula', 'Hapus Aula'). */
  name: string
  onEdit?: () => void
  onDelete?: () => void
}

/** The per-row Ubah / Hapus pair, one size and one naming everywhere. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="row-actions">
      {onEdit && (
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Ubah ${name}`}>
          Ubah
        </Button>
      )}
      {onDelete && (
        <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Hapus ${name}`}>
          Hapus
        </Button>
      )}
    </div>
  )
}

/** A DataTable 'Aksi' column of RowActions (hidden in print). */
export function actionsColumn<T>(options: {
  name: (row: T) => string
  onEdit?: (row: T) => void
  onDelete?: (row: T) => void
}): DataTableColumn<T> {
  const { name, onEdit, onDelete } = options
  return {
    key: 'aksi',
    header: 'Aksi',
    className: 'no-print',
    render: (row) => (
      <RowActions
        name={name(row)}
        onEdit={onEdit && (() => onEdit(row))}
        onDelete={onDelete && (() => void onDelete(row))}
      />
    ),
  }
}
