/**
 * The national calendar as decreed (issue 30): each year's national holidays (libur nasional) and
 * cuti bersama, fixed by the Surat Keputusan Bersama (SKB) of the Menteri Agama, the Menteri
 * Ketenagakerjaan and the Menteri PANRB. 'Impor libur nasional {tahun}' copies one year into the
 * foundation's calendar. Pure data: one entry per day, in date order, the decree's own wording.
 *
 * A year whose SKB is not out yet is `sementara`: its moving feasts are estimates (Hijri dates by
 * the MABIMS criteria Kemenag uses, Easter by computus, Imlek/Nyepi/Waisak by the lunar calendars)
 * and it holds no cuti bersama, which is a policy choice no calculation can foresee. Replace it
 * with the decree once published.
 */

export type JenisLiburNasional = 'nasional' | 'cuti_bersama'

export interface LiburNasional {
  /** 'YYYY-MM-DD' */
  tgl: string
  jenis: JenisLiburNasional
  /** The decree's wording, with the day's ordinal for a multi-day feast. */
  keterangan: string
}

export interface KalenderNasional {
  tahun: number
  /** The decree's name, e.g. 'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB Nomor …'. */
  sk: string
  /** true when the decree of that year is not out yet: the dates are estimates. */
  sementara: boolean
  /** One entry per DAY (a two-day Idulfitri is two entries), sorted by date. */
  hari: readonly LiburNasional[]
}

const nasional = (tgl: string, keterangan: string): LiburNasional => ({ tgl, jenis: 'nasional', keterangan })
const cuti = (tgl: string, perayaan: string): LiburNasional => ({
  tgl,
  jenis: 'cuti_bersama',
  keterangan: `Cuti Bersama ${perayaan}`,
})

const SKB = 'SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB'

/**
 * SKB 1017/2/2 of 2024 (signed 14 October 2024): 17 holidays, 10 days of cuti bersama; amended by
 * SKB 933/1/3 of 2025 (7 August 2025), which added 18 August (80th Independence Day) as cuti bersama.
 */
const TAHUN_2025: KalenderNasional = {
  tahun: 2025,
  sk: `${SKB} Nomor 1017 Tahun 2024, Nomor 2 Tahun 2024, Nomor 2 Tahun 2024, diubah dengan Nomor 933 Tahun 2025, Nomor 1 Tahun 2025, Nomor 3 Tahun 2025`,
  sementara: false,
  hari: [
    nasional('2025-01-01', 'Tahun Baru 2025 Masehi'),
    nasional('2025-01-27', 'Isra Mikraj Nabi Muhammad S.A.W.'),
    cuti('2025-01-28', 'Tahun Baru Imlek 2576 Kongzili'),
    nasional('2025-01-29', 'Tahun Baru Imlek 2576 Kongzili'),
    cuti('2025-03-28', 'Hari Suci Nyepi (Tahun Baru Saka 1947)'),
    nasional('2025-03-29', 'Hari Suci Nyepi (Tahun Baru Saka 1947)'),
    nasional('2025-03-31', 'Hari Raya Idulfitri 1446 Hijriah (hari pertama)'),
    nasional('2025-04-01', 'Hari Raya Idulfitri 1446 Hijriah (hari kedua)'),
    cuti('2025-04-02', 'Idulfitri 1446 Hijriah'),
    cuti('2025-04-03', 'Idulfitri 1446 Hijriah'),
    cuti('2025-04-04', 'Idulfitri 1446 Hijriah'),
    cuti('2025-04-07', 'Idulfitri 1446 Hijriah'),
    nasional('2025-04-18', 'Wafat Yesus Kristus'),
    nasional('2025-04-20', 'Kebangkitan Yesus Kristus (Paskah)'),
    nasional('2025-05-01', 'Hari Buruh Internasional'),
    nasional('2025-05-12', 'Hari Raya Waisak 2569 BE'),
    cuti('2025-05-13', 'Hari Raya Waisak 2569 BE'),
    nasional('2025-05-29', 'Kenaikan Yesus Kristus'),
    cuti('2025-05-30', 'Kenaikan Yesus Kristus'),
    nasional('2025-06-01', 'Hari Lahir Pancasila'),
    nasional('2025-06-06', 'Hari Raya Iduladha 1446 Hijriah'),
    cuti('2025-06-09', 'Iduladha 1446 Hijriah'),
    nasional('2025-06-27', '1 Muharam Tahun Baru Islam 1447 Hijriah'),
    nasional('2025-08-17', 'Proklamasi Kemerdekaan'),
    cuti('2025-08-18', 'Proklamasi Kemerdekaan'),
    nasional('2025-09-05', 'Maulid Nabi Muhammad S.A.W.'),
    nasional('2025-12-25', 'Kelahiran Yesus Kristus'),
    cuti('2025-12-26', 'Kelahiran Yesus Kristus'),
  ],
}

/** SKB 1497/2/5 of 2025 (19 September 2025): 17 holidays, 8 days of cuti bersama. */
const TAHUN_2026: KalenderNasional = {
  tahun: 2026,
  sk: `${SKB} Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, Nomor 5 Tahun 2025`,
  sementara: false,
  hari: [
    nasional('2026-01-01', 'Tahun Baru 2026 Masehi'),
    nasional('2026-01-16', 'Isra Mikraj Nabi Muhammad S.A.W.'),
    cuti('2026-02-16', 'Tahun Baru Imlek 2577 Kongzili'),
    nasional('2026-02-17', 'Tahun Baru Imlek 2577 Kongzili'),
    cuti('2026-03-18', 'Hari Suci Nyepi (Tahun Baru Saka 1948)'),
    nasional('2026-03-19', 'Hari Suci Nyepi (Tahun Baru Saka 1948)'),
    cuti('2026-03-20', 'Idulfitri 1447 Hijriah'),
    nasional('2026-03-21', 'Hari Raya Idulfitri 1447 Hijriah (hari pertama)'),
    nasional('2026-03-22', 'Hari Raya Idulfitri 1447 Hijriah (hari kedua)'),
    cuti('2026-03-23', 'Idulfitri 1447 Hijriah'),
    cuti('2026-03-24', 'Idulfitri 1447 Hijriah'),
    nasional('2026-04-03', 'Wafat Yesus Kristus'),
    nasional('2026-04-05', 'Kebangkitan Yesus Kristus (Paskah)'),
    nasional('2026-05-01', 'Hari Buruh Internasional'),
    nasional('2026-05-14', 'Kenaikan Yesus Kristus'),
    cuti('2026-05-15', 'Kenaikan Yesus Kristus'),
    nasional('2026-05-27', 'Hari Raya Iduladha 1447 Hijriah'),
    cuti('2026-05-28', 'Iduladha 1447 Hijriah'),
    nasional('2026-05-31', 'Hari Raya Waisak 2570 BE'),
    nasional('2026-06-01', 'Hari Lahir Pancasila'),
    nasional('2026-06-16', '1 Muharam Tahun Baru Islam 1448 Hijriah'),
    nasional('2026-08-17', 'Proklamasi Kemerdekaan'),
    nasional('2026-08-25', 'Maulid Nabi Muhammad S.A.W.'),
    cuti('2026-12-24', 'Kelahiran Yesus Kristus'),
    nasional('2026-12-25', 'Kelahiran Yesus Kristus'),
  ],
}

/**
 * No SKB for 2027 found: estimates. Hijri dates by the MABIMS criteria (altitude 3°, elongation
 * 6.4°) at sunset in western Indonesia, which give every Hijri date of the 2025 and 2026 decrees
 * (a borderline crescent counted as seen, as for Isra Mikraj 2026); Imlek, Nyepi (Tilem Kasanga)
 * and Waisak (the May full moon) from published calendars; Easter by computus.
 */
const TAHUN_2027: KalenderNasional = {
  tahun: 2027,
  sk: 'Perkiraan; SKB 2027 belum terbit',
  sementara: true,
  hari: [
    nasional('2027-01-01', 'Tahun Baru 2027 Masehi'),
    nasional('2027-01-05', 'Isra Mikraj Nabi Muhammad S.A.W.'),
    nasional('2027-02-06', 'Tahun Baru Imlek 2578 Kongzili'),
    nasional('2027-03-09', 'Hari Suci Nyepi (Tahun Baru Saka 1949)'),
    nasional('2027-03-10', 'Hari Raya Idulfitri 1448 Hijriah (hari pertama)'),
    nasional('2027-03-11', 'Hari Raya Idulfitri 1448 Hijriah (hari kedua)'),
    nasional('2027-03-26', 'Wafat Yesus Kristus'),
    nasional('2027-03-28', 'Kebangkitan Yesus Kristus (Paskah)'),
    nasional('2027-05-01', 'Hari Buruh Internasional'),
    nasional('2027-05-06', 'Kenaikan Yesus Kristus'),
    nasional('2027-05-17', 'Hari Raya Iduladha 1448 Hijriah'),
    nasional('2027-05-20', 'Hari Raya Waisak 2571 BE'),
    nasional('2027-06-01', 'Hari Lahir Pancasila'),
    nasional('2027-06-06', '1 Muharam Tahun Baru Islam 1449 Hijriah'),
    nasional('2027-08-15', 'Maulid Nabi Muhammad S.A.W.'),
    nasional('2027-08-17', 'Proklamasi Kemerdekaan'),
    nasional('2027-12-25', 'Kelahiran Yesus Kristus'),
  ],
}

export const KALENDER_NASIONAL: Readonly<Record<number, KalenderNasional>> = {
  2025: TAHUN_2025,
  2026: TAHUN_2026,
  2027: TAHUN_2027,
}

export const TAHUN_KALENDER_NASIONAL: readonly number[] = [2025, 2026, 2027]

/** The year's calendar, or undefined for a year the app has no data for. */
export function kalenderNasional(tahun: number): KalenderNasional | undefined {
  return KALENDER_NASIONAL[tahun]
}
