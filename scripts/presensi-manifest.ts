import { deflateSync } from 'node:zlib'
import type { Plugin } from 'vite'
import { SHELL_WORKER_FILE, type ShellChunk, shellFiles, shellWorkerSource } from './presensi-shell-worker.ts'

/**
 * The employee app's web app manifest and icons (issue 17, docs/presensi-pegawai-app.md): every
 * build (mock, e2e, live) emits them under /presensi/, dev answers them from memory. Built here,
 * not kept in public/ (a live build ships no public/), and drawn in code: no binary in the repo.
 */
export const PRESENSI_MANIFEST = 'presensi/manifest.webmanifest'
export const ICON_SIZES = [192, 512] as const
const THEME = '#0f766e'

export const iconFile = (size: number) => `presensi/ikon-${size}.png`

export function presensiManifest(base = '/') {
  return {
    name: 'Presensi Pegawai',
    short_name: 'Presensi',
    description: 'Absen datang dan pulang dengan lokasi dan selfie, riwayat absensi, dan pengajuan ijin.',
    lang: 'id',
    start_url: `${base}presensi/`,
    scope: `${base}presensi/`,
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: THEME,
    icons: ICON_SIZES.map((size) => ({
      src: `${base}${iconFile(size)}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any maskable',
    })),
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/**
 * The icon: the theme colour filling the square (maskable: any crop keeps it whole) with a white
 * check mark in the safe middle. An RGB PNG, each pixel decided by its distance to the mark.
 */
export function drawIcon(size: number): Buffer {
  const rows = Buffer.alloc(size * (1 + size * 3))
  const [r, g, b] = [0x0f, 0x76, 0x6e]
  const unit = size / 100
  // The check mark's two strokes, in a 100 × 100 design square.
  const strokes = [
    [30, 52, 44, 66],
    [44, 66, 72, 36],
  ] as const
  const width = 8 * unit
  const onMark = (x: number, y: number) =>
    strokes.some(([x1, y1, x2, y2]) => {
      const [ax, ay, bx, by] = [x1 * unit, y1 * unit, x2 * unit, y2 * unit]
      const t = Math.max(
        0,
        Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
      )
      return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))) <= width / 2
    })
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3)
    for (let x = 0; x < size; x++) {
      const white = onMark(x + 0.5, y + 0.5)
      rows.set(white ? [255, 255, 255] : [r, g, b], row + 1 + x * 3)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ])
}

export function presensiInstall(): Plugin {
  let base = '/'
  const files = (): Record<string, { type: string; body: string | Buffer }> => ({
    [PRESENSI_MANIFEST]: {
      type: 'application/manifest+json',
      body: JSON.stringify(presensiManifest(base), null, 2),
    },
    ...Object.fromEntries(
      ICON_SIZES.map((size) => [iconFile(size), { type: 'image/png', body: drawIcon(size) }]),
    ),
  })
  return {
    name: 'presensi-install',
    configResolved(config) {
      base = config.base
    },
    configureServer(server) {
      const served = files()
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.slice(base.length)
        const file = path ? served[path] : undefined
        if (!file) return next()
        response.setHeader('Content-Type', file.type)
        response.end(file.body)
      })
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(files()))
        this.emitFile({ type: 'asset', fileName, source: file.body })
    },
  }
}

/**
 * The live build's app shell worker, listing the files the /presensi page loads. After Vite's own
 * bundle steps ('post'): they drop the chunks that held only CSS, which the page never asks for.
 */
export function presensiShellWorker(): Plugin {
  let base = '/'
  return {
    name: 'presensi-shell-worker',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is typeof output & ShellChunk => output.type === 'chunk',
        )
        const install = Object.keys(bundle).filter((fileName) => fileName.startsWith('presensi/'))
        this.emitFile({
          type: 'asset',
          fileName: SHELL_WORKER_FILE,
          source: shellWorkerSource(base, [...shellFiles(chunks), ...install]),
        })
      },
    },
  }
}
