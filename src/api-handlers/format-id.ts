const tanggalPanjang = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '2026-11-22' → '22 November 2026', for server messages (a calendar date: no time zone shift). */
export const formatTanggalId = (tgl: string) => tanggalPanjang.format(new Date(`${tgl}T00:00:00Z`))
