// Number-to-words helper of SPEC §9: Indonesian words for a Rupiah amount.
//
// Output format (decided here, tested in tests/unit/terbilang.test.ts):
// - Title Case words separated by single spaces, always ending with 'Rupiah':
//   terbilang(1500) -> 'Seribu Lima Ratus Rupiah', terbilang(0) -> 'Nol Rupiah'.
// - Standard Indonesian contractions: Sepuluh, Sebelas, Seratus, Seribu ('Satu Ribu' becomes
//   'Seribu' only for the thousands group itself: 101000 -> 'Seratus Satu Ribu').
//   Larger scales keep 'Satu': 'Satu Juta', 'Satu Miliar', 'Satu Triliun' (KBBI spelling Miliar).
// - Up to 15 digits (999.999.999.999.999). A longer number, NaN or ±Infinity -> 'Diluar Batas'.
// - Negative amounts are prefixed with 'Minus' ('Minus Seribu Rupiah'); the 15-digit limit applies
//   to the digits without the sign.
// - Rupiah has no sen: a fractional amount is first rounded to whole rupiah, half away from zero
//   (1500.5 -> 'Seribu Lima Ratus Satu Rupiah').

export const DILUAR_BATAS = 'Diluar Batas'
const MAX_DIGITS = 15

const SATUAN = ['', 'Satu', 'Dua', 'Tiga', 'Empat', 'Lima', 'Enam', 'Tujuh', 'Delapan', 'Sembilan'] as const
// Index = position of a three-digit group counted from the right.
const SKALA = ['', 'Ribu', 'Juta', 'Miliar', 'Triliun'] as const

function digitWord(digit: number): string {
  return SATUAN[digit] ?? ''
}

/** Words for 1..99 (empty for 0). */
function tensWords(value: number): string[] {
  if (value === 0) return []
  if (value < 10) return [digitWord(value)]
  if (value === 10) return ['Sepuluh']
  if (value === 11) return ['Sebelas']
  if (value < 20) return [digitWord(value - 10), 'Belas']
  const tens = Math.floor(value / 10)
  const ones = value % 10
  return [digitWord(tens), 'Puluh', ...tensWords(ones)]
}

/** Words for 1..999 (empty for 0). */
function groupWords(value: number): string[] {
  const hundreds = Math.floor(value / 100)
  const rest = value % 100
  if (hundreds === 0) return tensWords(rest)
  const hundredWords = hundreds === 1 ? ['Seratus'] : [digitWord(hundreds), 'Ratus']
  return [...hundredWords, ...tensWords(rest)]
}

/** Splits a digit string into three-digit group values, least significant group first. */
function toGroups(digits: string): number[] {
  const groups: number[] = []
  for (let end = digits.length; end > 0; end -= 3) {
    groups.push(Number(digits.slice(Math.max(0, end - 3), end)))
  }
  return groups
}

function wholeNumberWords(digits: string): string[] {
  const words: string[] = []
  toGroups(digits).forEach((group, scaleIndex) => {
    if (group === 0) return
    const scale = SKALA[scaleIndex] ?? ''
    // 'Satu Ribu' -> 'Seribu'; the other scales keep 'Satu'.
    const part = scaleIndex === 1 && group === 1 ? ['Seribu'] : [...groupWords(group), scale]
    words.unshift(...part.filter(Boolean))
  })
  return words.length > 0 ? words : ['Nol']
}

// Integers become an exact digit string; numbers are rounded half away from zero first.
function toAbsoluteDigits(value: number | bigint): string | null {
  if (typeof value === 'bigint') return (value < 0n ? -value : value).toString()
  if (!Number.isFinite(value)) return null
  const rounded = Math.round(Math.abs(value))
  // Beyond 1e21 toString switches to exponent notation; anything that large is out of range anyway.
  return rounded >= 1e21 ? null : rounded.toString()
}

/** Indonesian words for a Rupiah amount, e.g. terbilang(1500) === 'Seribu Lima Ratus Rupiah'. */
export function terbilang(value: number | bigint): string {
  const digits = toAbsoluteDigits(value)
  if (digits === null || digits.length > MAX_DIGITS) return DILUAR_BATAS
  const words = wholeNumberWords(digits)
  const negative = digits !== '0' && value < 0
  return [...(negative ? ['Minus'] : []), ...words, 'Rupiah'].join(' ')
}
