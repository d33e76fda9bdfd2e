import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  drawIcon,
  ICON_SIZES,
  iconFile,
  PRESENSI_MANIFEST,
  presensiInstall,
  presensiManifest,
} from '../../scripts/presensi-manifest.ts'
import type { PresensiArea } from '../../src/contract/presensi.ts'
import { distanceMetres } from '../../src/domain/geo.ts'
import { cameraProblemOf } from '../../src/ui/features/presensi/camera.ts'
import { positionProblemOf } from '../../src/ui/features/presensi/position.ts'
import {
  OUTSIDE_METRES,
  OUTSIDE_POSITION,
  REAL_POSITION,
  simulatedPosition,
  simulationOptions,
} from '../../src/ui/features/presensi/simulated-position.ts'

/** The employee app's pure parts (issue 17): install files, simulated positions, permission cases. */

const area = (idar: number, lat: number, lng: number, radius: number): PresensiArea => ({
  idar,
  lokasi: `Area ${idar}`,
  lat,
  lng,
  radius,
  kode: 'SDIT1',
})

describe('the web app manifest and its icons', () => {
  it('is scoped to /presensi/, standalone, with 192 and 512 px PNG icons', () => {
    const manifest = presensiManifest('/')
    expect(manifest).toMatchObject({
      start_url: '/presensi/',
      scope: '/presensi/',
      display: 'standalone',
      lang: 'id',
    })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512'])
    expect(manifest.icons.map((icon) => icon.src)).toEqual(ICON_SIZES.map((size) => `/${iconFile(size)}`))
  })

  it('follows a base path', () => {
    expect(presensiManifest('/absen/').scope).toBe('/absen/presensi/')
  })

  it.each(ICON_SIZES)('draws a real %i px PNG: teal ground, white mark', (size) => {
    const png = drawIcon(size)
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(png.toString('ascii', 12, 16)).toBe('IHDR')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size])
    const idatLength = png.readUInt32BE(33)
    const rows = inflateSync(png.subarray(41, 41 + idatLength))
    const pixel = (x: number, y: number) => [...rows.subarray(y * (1 + size * 3) + 1 + x * 3).subarray(0, 3)]
    expect(pixel(0, 0)).toEqual([0x0f, 0x76, 0x6e])
    expect(pixel(Math.round(size * 0.44), Math.round(size * 0.66))).toEqual([255, 255, 255])
  })

  it('is emitted into every build under /presensi/', () => {
    const emitted: string[] = []
    const generate = presensiInstall().generateBundle as unknown as (this: unknown) => void
    generate.call({ emitFile: (asset: { fileName: string }) => emitted.push(asset.fileName) })
    expect(emitted.sort()).toEqual([PRESENSI_MANIFEST, ...ICON_SIZES.map(iconFile)].sort())
  })
})

describe("'Posisi simulasi'", () => {
  const areas = [area(1, -7.756, 110.393, 120), area(2, -7.7575, 110.393, 100)]

  it('offers the real position first, then each area, then outside', () => {
    expect(simulationOptions(areas).map((option) => option.value)).toEqual([
      REAL_POSITION,
      '1',
      '2',
      OUTSIDE_POSITION,
    ])
    expect(simulationOptions([]).map((option) => option.value)).toEqual([REAL_POSITION])
  })

  it("puts the phone at an area's centre, or nowhere for the real GPS", () => {
    expect(simulatedPosition('2', areas)).toEqual({ lat: -7.7575, lng: 110.393, akurasi: 10 })
    expect(simulatedPosition(REAL_POSITION, areas)).toBeNull()
  })

  it('puts it 500 m from the first area, outside every area', () => {
    const outside = simulatedPosition(OUTSIDE_POSITION, areas)
    if (!outside) throw new Error('no position')
    expect(Math.round(distanceMetres(outside, areas[0] as PresensiArea))).toBe(OUTSIDE_METRES)
    for (const each of areas) expect(distanceMetres(outside, each)).toBeGreaterThan(each.radius)
  })

  it('goes further out while 500 m still falls in another area', () => {
    const north = area(3, -7.756 + (500 * 180) / (Math.PI * 6_371_000), 110.393, 200)
    const outside = simulatedPosition(OUTSIDE_POSITION, [areas[0] as PresensiArea, north])
    if (!outside) throw new Error('no position')
    expect(Math.round(distanceMetres(outside, areas[0] as PresensiArea))).toBe(2 * OUTSIDE_METRES)
    expect(distanceMetres(outside, north)).toBeGreaterThan(north.radius)
  })
})

describe('permission refusals, each explained', () => {
  it.each([
    ['NotAllowedError', 'ditolak'],
    ['SecurityError', 'ditolak'],
    ['NotFoundError', 'tidak-ada'],
    ['OverconstrainedError', 'tidak-ada'],
    ['NotReadableError', 'sibuk'],
    ['TypeError', 'tidak-didukung'],
  ])('camera: %s is %s', (name, problem) => {
    expect(cameraProblemOf(new DOMException('x', name))).toBe(problem)
  })

  it.each([
    [1, 'ditolak'],
    [2, 'tidak-tersedia'],
    [3, 'habis-waktu'],
  ])('location: error code %i is %s', (code, problem) => {
    expect(positionProblemOf(code)).toBe(problem)
  })
})
