import type { Database as SqlJsDatabase } from 'sql.js'
import { LETTERS, PHOTOS, SELFIES } from './images.ts'

/**
 * The demo's pictures, small real JPEGs (seeds/images.ts, ~1 KB a selfie, ~7 KB a letter) so the
 * database stays small: check-in selfies for the app records (device 0) of the last `photoDays`
 * days, a letter for every sick note and two of three other requests (the rest show the default
 * image, as a missing upload does), and a photo for every fifth employee.
 */

const bytesOf = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))

/** Even indices draw a man, odd ones a woman in a hijab: pick by gender, spread by id. */
const pick = <T>(list: readonly T[], jk: string, n: number): T =>
  list[(n % 4) * 2 + (jk === 'P' ? 1 : 0)] as T

export interface PictureCounts {
  selfies: number
  letters: number
  photos: number
  bytes: number
}

export function writePictures(sqlite: SqlJsDatabase, options: { since: string }): PictureCounts {
  const counts: PictureCounts = { selfies: 0, letters: 0, photos: 0, bytes: 0 }
  const selfies = SELFIES.map(bytesOf)
  const insertFoto = sqlite.prepare('INSERT INTO absensi_foto (absensi_id, jenis, data) VALUES (?, ?, ?)')
  const records = sqlite.prepare(
    `SELECT a.id, a.idp, a.waktu_pulang, p.jk FROM absensi a JOIN pegawai p USING (idp)
     WHERE a.device = 0 AND a.status = 0 AND a.tgl >= ? ORDER BY a.id`,
  )
  records.bind([options.since])
  while (records.step()) {
    const [id, idp, pulang, jk] = records.get() as [number, number, string | null, string]
    const selfie = pick(selfies, jk, idp)
    for (const jenis of pulang === null ? ['datang'] : ['datang', 'pulang']) {
      insertFoto.run([id, jenis, selfie])
      counts.selfies++
      counts.bytes += selfie.length
    }
  }
  records.free()
  insertFoto.free()

  const sakit = bytesOf(LETTERS.sakit)
  const ijin = bytesOf(LETTERS.ijin)
  const [requests] = sqlite.exec('SELECT idj, status FROM pengajuan_ijin ORDER BY idj')
  const insertLetter = sqlite.prepare('INSERT INTO surat_ijin (idj, data) VALUES (?, ?)')
  for (const [idj, status] of (requests?.values ?? []) as [number, number][]) {
    if (status !== 0 && idj % 3 === 0) continue
    const letter = status === 0 ? sakit : ijin
    insertLetter.run([idj, letter])
    counts.letters++
    counts.bytes += letter.length
  }
  insertLetter.free()

  const [employees] = sqlite.exec('SELECT idp, jk FROM pegawai WHERE idp % 5 = 1')
  const setPhoto = sqlite.prepare('UPDATE pegawai SET image1 = ? WHERE idp = ?')
  for (const [idp, jk] of (employees?.values ?? []) as [number, string][]) {
    const photo = pick(PHOTOS, jk, idp)
    setPhoto.run([`data:image/jpeg;base64,${photo}`, idp])
    counts.photos++
    counts.bytes += photo.length
  }
  setPhoto.free()
  return counts
}
