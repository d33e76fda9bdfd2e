import type { z } from 'zod'
import type { hasilImpor } from '../../../contract/mesin.ts'
import { formatAngka } from '../../lib/format.ts'

export type HasilImpor = z.infer<typeof hasilImpor>

/** What an import or a PIN link wrote: '12 absen disimpan, 5 catatan baru, 1 diubah'. */
export const hasilText = (hasil: HasilImpor) =>
  `${formatAngka(hasil.disimpan)} absen disimpan, ${formatAngka(hasil.baru)} catatan baru, ${formatAngka(hasil.diubah)} diubah`
