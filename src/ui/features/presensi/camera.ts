/**
 * The front camera through getUserMedia, and what to tell the employee when it cannot be used.
 * The file-capture input (`capture="user"`) is the fallback: it opens the phone's own camera app.
 */

export type CameraProblem = 'ditolak' | 'tidak-ada' | 'sibuk' | 'tidak-didukung'

export const CAMERA_MESSAGES: Record<CameraProblem, string> = {
  ditolak:
    'Izin kamera ditolak. Buka pengaturan situs di peramban (ikon gembok di samping alamat), izinkan Kamera, lalu muat ulang halaman. Atau ambil foto dengan tombol "Ambil foto dengan kamera ponsel".',
  'tidak-ada':
    'Kamera tidak ditemukan di perangkat ini. Ambil foto dengan tombol "Ambil foto dengan kamera ponsel".',
  sibuk:
    'Kamera sedang dipakai aplikasi lain. Tutup aplikasi itu lalu coba lagi, atau ambil foto dengan tombol "Ambil foto dengan kamera ponsel".',
  'tidak-didukung':
    'Peramban ini tidak dapat membuka kamera di halaman (perlu HTTPS atau peramban yang lebih baru). Ambil foto dengan tombol "Ambil foto dengan kamera ponsel".',
}

/** The getUserMedia failure as one of the cases the screen explains. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'ditolak'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'tidak-ada'
  if (name === 'NotReadableError' || name === 'AbortError') return 'sibuk'
  return 'tidak-didukung'
}

/** Opens the front camera; rejects with a CameraProblem. */
export async function openFrontCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw 'tidak-didukung' satisfies CameraProblem
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    })
  } catch (error) {
    throw cameraProblemOf(error)
  }
}

export const stopCamera = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop()
}
