/**
 * The phone's position through navigator.geolocation, with its accuracy, and what to tell the
 * employee when it cannot be read. The server decides the area; the phone only shows the distance.
 */

export interface Position {
  lat: number
  lng: number
  /** Metres (the radius of 68 % confidence the browser reports). */
  akurasi: number
}

export type PositionProblem = 'ditolak' | 'tidak-tersedia' | 'habis-waktu' | 'tidak-didukung'

export const POSITION_MESSAGES: Record<PositionProblem, string> = {
  ditolak:
    'Izin lokasi ditolak. Buka pengaturan situs di peramban (ikon gembok di samping alamat), izinkan Lokasi, lalu tekan "Perbarui posisi".',
  'tidak-tersedia':
    'Posisi tidak dapat ditentukan. Nyalakan GPS/Lokasi di pengaturan ponsel, pindah ke tempat terbuka, lalu tekan "Perbarui posisi".',
  'habis-waktu':
    'Posisi belum didapat dalam 20 detik. Pastikan GPS menyala dan sinyal baik, lalu tekan "Perbarui posisi".',
  'tidak-didukung': 'Peramban ini tidak dapat membaca lokasi. Pakai peramban lain (Chrome, Safari, Firefox).',
}

/** GeolocationPositionError codes: 1 permission denied, 2 unavailable, 3 timeout. */
export function positionProblemOf(code: number): PositionProblem {
  if (code === 1) return 'ditolak'
  if (code === 3) return 'habis-waktu'
  return 'tidak-tersedia'
}

/** One fresh reading (no cached position: the employee may have just walked in). */
export function readPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject('tidak-didukung' satisfies PositionProblem)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude, akurasi: coords.accuracy }),
      (error) => reject(positionProblemOf(error.code)),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    )
  })
}
