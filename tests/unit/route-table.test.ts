import { describe, expect, it } from 'vitest'
import { menuFor } from '../../src/ui/app/menu.ts'
import {
  canOpen,
  documentTitle,
  href,
  isActiveLink,
  loginHref,
  ROUTE_NAMES,
  ROUTES,
  returnTarget,
} from '../../src/ui/app/route-table.ts'

describe('href', () => {
  it('fills path parameters and adds the query', () => {
    expect(href('beranda')).toBe('/')
    expect(href('pegawai.ubah', { idp: 5 })).toBe('/pegawai/5')
    expect(href('absensirekap.detail', { idp: 7 }, { tglawal: '2026-11-01', tglakhir: undefined })).toBe(
      '/absensirekap/7?tglawal=2026-11-01',
    )
    expect(href('pengajuanijin', undefined, { statusx: 0 })).toBe('/pengajuanijin?statusx=0')
  })

  it('encodes parameter values', () => {
    expect(href('pegawai.ubah', { idp: 'a/b' })).toBe('/pegawai/a%2Fb')
  })
})

describe('isActiveLink', () => {
  it.each([
    ['/pegawai', '/pegawai', true],
    ['/pegawai', '/pegawai/5', true],
    ['/pegawai', '/pegawai/baru', true],
    ['/pegawai', '/pegawaix', false],
    ['/absensirekap', '/absensirekap/5', true],
    ['/', '/', true],
    ['/', '/pegawai', false],
  ])('%s is current at %s: %s', (link, location, active) => {
    expect(isActiveLink(link, location)).toBe(active)
  })
})

describe('return-to', () => {
  it('notes the page asked for, except home', () => {
    expect(loginHref('/')).toBe('/login')
    expect(loginHref('/pegawai/5')).toBe('/login?kembali=%2Fpegawai%2F5')
    expect(loginHref('/pengajuanijin?statusx=0')).toBe('/login?kembali=%2Fpengajuanijin%3Fstatusx%3D0')
  })

  it.each([
    ['?kembali=%2Fpegawai%2F5', '/pegawai/5'],
    ['?kembali=%2Fpengajuanijin%3Fstatusx%3D0', '/pengajuanijin?statusx=0'],
    ['', '/'],
    ['?kembali=', '/'],
    ['?kembali=%2F%2Fcontoh.invalid', '/'],
    ['?kembali=%2F%5Ccontoh.invalid', '/'],
    ['?kembali=https%3A%2F%2Fcontoh.invalid', '/'],
    ['?kembali=%2Flogin', '/'],
  ])('%s → %s', (search, target) => {
    expect(returnTarget(search)).toBe(target)
  })
})

describe('levels and the sidebar (SPEC.md §2, §6)', () => {
  it('level 0 opens every route, level 1 only the any-user ones', () => {
    const levelOne = Object.values(ROUTES)
      .filter((route) => canOpen(route, 1))
      .map((route) => route.path)
    expect(levelOne).toEqual([
      '/',
      '/kalender',
      '/jadwalpelajaran',
      '/absensimanual',
      '/pengajuanijin',
      '/impormesin',
      '/scanlog',
      '/jurnalmengajar',
      '/absensiharian',
      '/absensirekap',
      '/absensirekap/:idp',
      '/absensiriwayat',
      '/saldocuti',
      '/rekapjammengajar',
      '/pengguna',
    ])
    expect(Object.values(ROUTES).every((route) => canOpen(route, 0))).toBe(true)
  })

  const labels = (levelx: 0 | 1) =>
    menuFor(levelx).map((group) => [group.title, group.items.map((item) => item.label)])

  it('level 0: Pendataan, Entri, Laporan and Pengaturan', () => {
    expect(labels(0)).toEqual([
      [null, ['Beranda']],
      [
        'Pendataan',
        [
          'Pegawai',
          'Jadwal',
          'Area Absensi',
          'Hari Rapat',
          'Libur Khusus',
          'Kalender',
          'Jenis Cuti',
          'Mesin Absensi',
          'Jadwal Pelajaran',
          'Unit',
          'Jabatan',
          'Pendidikan',
        ],
      ],
      [
        'Entri',
        ['Absensi Manual', 'Pengajuan Ijin', 'Impor Absen Mesin', 'Scan Log Mesin', 'Jurnal Mengajar'],
      ],
      ['Laporan', ['Rekap Harian', 'Rekapitulasi', 'Riwayat Absensi', 'Saldo Cuti', 'Rekap Jam Mengajar']],
      ['Pengaturan', ['Hak Akses', 'Tahun Ajaran', 'Pengaturan Umum', 'Data', 'Jejak Perubahan']],
    ])
  })

  it('level 1: Beranda, the entries, its reports with Kalender, and Hak Akses (issue 34)', () => {
    expect(labels(1)).toEqual([
      [null, ['Beranda']],
      [
        'Entri',
        [
          'Absensi Manual',
          'Pengajuan Ijin',
          'Impor Absen Mesin',
          'Scan Log Mesin',
          'Jurnal Mengajar',
          'Jadwal Pelajaran',
        ],
      ],
      [
        'Laporan',
        ['Rekap Harian', 'Rekapitulasi', 'Riwayat Absensi', 'Saldo Cuti', 'Rekap Jam Mengajar', 'Kalender'],
      ],
      ['Pengaturan', ['Hak Akses']],
    ])
  })

  it.each([0, 1] as const)('level %i: every route it may open has one current menu item', (levelx) => {
    const items = menuFor(levelx).flatMap((group) => group.items)
    for (const name of ROUTE_NAMES.filter((n) => canOpen(ROUTES[n], levelx))) {
      // A detail route at an address it answers: '/absensirekap/:idp' → '/absensirekap/12'.
      const address = ROUTES[name].path.replace(/:\w+/g, '12')
      const current = items.filter((item) => isActiveLink(item.href, address)).map((item) => item.href)
      expect({ address, current: current.length }).toEqual({ address, current: 1 })
    }
  })

  it('a detail page highlights its list: /absensirekap/12 → Rekapitulasi, /pegawai/5 → Pegawai', () => {
    const currentAt = (levelx: 0 | 1, address: string) =>
      menuFor(levelx)
        .flatMap((group) => group.items)
        .filter((item) => isActiveLink(item.href, address))
        .map((item) => item.label)
    expect(currentAt(1, '/absensirekap/12')).toEqual(['Rekapitulasi'])
    expect(currentAt(0, '/pegawai/5')).toEqual(['Pegawai'])
    expect(currentAt(0, '/pegawai/baru')).toEqual(['Pegawai'])
  })

  it('titles the document after the screen', () => {
    expect(documentTitle(ROUTES.pegawai.title)).toBe('Data Pegawai · Presensi Admin')
  })
})
