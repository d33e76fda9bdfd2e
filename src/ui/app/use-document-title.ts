import { useEffect } from 'react'
import { documentTitle } from './route-table.ts'

/** 'Pegawai · Presensi Admin' in the tab and the history while the screen is shown (null: unchanged). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title !== null) document.title = documentTitle(title)
  }, [title])
}
