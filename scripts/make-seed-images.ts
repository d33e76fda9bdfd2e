/**
 * Draws the demo's small JPEGs in Chromium (a canvas, no image library needed) and writes them to
 * seeds/images.ts as base64: check-in selfies (48×48), employee photos (60×60, as the employee
 * form stores them) and leave letters (a sick note and a leave letter). Run once when the pictures
 * should change: `node scripts/make-seed-images.ts`. The seeds copy these bytes into the database.
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts'

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const page = await browser.newPage()

const images = await page.evaluate(() => {
  const jpeg = (
    width: number,
    height: number,
    draw: (g: CanvasRenderingContext2D) => void,
    quality: number,
  ) => {
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const g = canvas.getContext('2d') as CanvasRenderingContext2D
    draw(g)
    return canvas.toDataURL('image/jpeg', quality).split(',')[1] as string
  }
  const backgrounds = ['#cfe3f5', '#e8e1d0', '#d9ead3', '#f3d9d9', '#e0e0e0', '#d9d2e9', '#fce5cd', '#d0e0e3']
  const skins = ['#e0ac69', '#c68642', '#f1c27d', '#8d5524']
  const shirts = ['#1f4e79', '#6aa84f', '#ffffff', '#7f6000', '#990000', '#3d85c6', '#444444', '#a64d79']
  /** A head-and-shoulders figure; `veil` draws a hijab. */
  const person = (size: number, i: number) => (g: CanvasRenderingContext2D) => {
    const s = size / 48
    g.fillStyle = backgrounds[i % 8] as string
    g.fillRect(0, 0, size, size)
    g.fillStyle = shirts[i % 8] as string
    g.beginPath()
    g.ellipse(24 * s, 50 * s, 19 * s, 15 * s, 0, 0, Math.PI * 2)
    g.fill()
    const veil = i % 2 === 1
    if (veil) {
      g.fillStyle = ['#2e4a62', '#7b3f61', '#35524a', '#8a6d3b'][i % 4] as string
      g.beginPath()
      g.ellipse(24 * s, 24 * s, 13 * s, 15 * s, 0, 0, Math.PI * 2)
      g.fill()
    }
    g.fillStyle = skins[i % 4] as string
    g.beginPath()
    g.ellipse(24 * s, 21 * s, 8.5 * s, 10 * s, 0, 0, Math.PI * 2)
    g.fill()
    if (!veil) {
      g.fillStyle = '#2b1d0e'
      g.beginPath()
      g.ellipse(24 * s, 13.5 * s, 9 * s, 4.5 * s, 0, Math.PI, Math.PI * 2)
      g.fill()
    }
    g.fillStyle = '#222'
    g.fillRect(20 * s, 20 * s, 2 * s, 2 * s)
    g.fillRect(26 * s, 20 * s, 2 * s, 2 * s)
  }
  const letter = (title: string, lines: string[]) => (g: CanvasRenderingContext2D) => {
    g.fillStyle = '#fdfdf8'
    g.fillRect(0, 0, 240, 320)
    g.fillStyle = '#111'
    g.font = 'bold 11px sans-serif'
    g.textAlign = 'center'
    g.fillText(title, 120, 34)
    g.fillRect(30, 40, 180, 1)
    g.font = '8px sans-serif'
    g.textAlign = 'left'
    for (const [n, line] of lines.entries()) g.fillText(line, 24, 62 + n * 13)
    g.strokeStyle = '#1c3f94'
    g.lineWidth = 1.2
    g.beginPath()
    g.arc(160, 270, 18, 0, Math.PI * 2)
    g.stroke()
    g.beginPath()
    g.moveTo(140, 262)
    g.bezierCurveTo(150, 250, 160, 285, 190, 262)
    g.stroke()
  }
  return {
    selfies: Array.from({ length: 8 }, (_, i) => jpeg(48, 48, person(48, i), 0.5)),
    photos: Array.from({ length: 8 }, (_, i) => jpeg(60, 60, person(60, i), 0.6)),
    letters: {
      sakit: jpeg(
        240,
        320,
        letter('SURAT KETERANGAN DOKTER', [
          'Yang bertanda tangan di bawah ini menerangkan',
          'bahwa pasien tersebut di bawah ini:',
          '',
          'Nama      : ..............................',
          'Pekerjaan : Pegawai yayasan',
          '',
          'perlu beristirahat karena sakit selama',
          '...... hari, terhitung mulai tanggal',
          '.............................. .',
          '',
          'Demikian surat keterangan ini dibuat untuk',
          'dipergunakan sebagaimana mestinya.',
          '',
          '                         Dokter pemeriksa,',
        ]),
        0.45,
      ),
      ijin: jpeg(
        240,
        320,
        letter('SURAT PERMOHONAN IJIN', [
          'Kepada Yth. Kepala Unit',
          'di tempat',
          '',
          'Dengan hormat, saya yang bertanda tangan',
          'di bawah ini mengajukan permohonan ijin',
          'tidak masuk kerja pada tanggal',
          '.............................. karena',
          'keperluan keluarga yang tidak dapat',
          'ditinggalkan.',
          '',
          'Atas perhatian Bapak/Ibu saya ucapkan',
          'terima kasih.',
          '',
          '                         Hormat saya,',
        ]),
        0.45,
      ),
    },
  }
})
await browser.close()

const bytes = (b64: string) => Math.round((b64.length * 3) / 4)
const list = (name: string, items: string[]) =>
  `export const ${name} = [\n${items.map((b) => `  '${b}',`).join('\n')}\n] as const\n`
const source = `/**
 * The demo's pictures as base64 JPEGs, drawn by scripts/make-seed-images.ts (regenerate with
 * \`node scripts/make-seed-images.ts\`; do not edit by hand). Check-in selfies ${bytes(images.selfies.join(''))} bytes
 * for 8, employee photos ${bytes(images.photos.join(''))} bytes for 8, letters ${bytes(images.letters.sakit + images.letters.ijin)} bytes for 2.
 */

/** Check-in selfies, 48×48. */
${list('SELFIES', images.selfies)}
/** Employee photos (pegawai.image1), 60×60 like the employee form makes them. */
${list('PHOTOS', images.photos)}
/** Leave letters, 240×320: a doctor's note for Sakit, a letter for Ijin. */
export const LETTERS = {
  sakit: '${images.letters.sakit}',
  ijin: '${images.letters.ijin}',
} as const
`
writeFileSync(resolve(import.meta.dirname, '../seeds/images.ts'), source)
console.log(
  `seeds/images.ts: selfies ${images.selfies.map(bytes).join(', ')}; photos ${images.photos.map(bytes).join(', ')}; letters ${bytes(images.letters.sakit)}, ${bytes(images.letters.ijin)} bytes`,
)
