import { useState } from 'react'
import { DataTable, type DataTableProps } from '../../../components/DataTable.tsx'
import { Pagination } from '../../../components/Pagination.tsx'

/** 2,000 imported rows in one table would take seconds to draw: the dialog shows 100 at a time. */
const PAGE_SIZE = 100

export function PagedTable<T>(props: Omit<DataTableProps<T>, 'rows'> & { rows: readonly T[] }) {
  const [page, setPage] = useState(1)
  const totalPages = Math.ceil(props.rows.length / PAGE_SIZE)
  const shown = props.rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  return (
    <>
      <DataTable {...props} rows={shown} />
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />}
    </>
  )
}
