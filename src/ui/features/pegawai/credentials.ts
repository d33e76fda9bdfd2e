/**
 * A new employee's app password and the WhatsApp share link (issue 5: "new employees get a
 * generated password to share"). The password is generated in the browser; the server only ever
 * stores its hash, so this link is the one moment it can be shared.
 */

export { generatePassword } from '../../../domain/credentials.ts'

/** 'https://wa.me/6281…?text=…' for a '+62…' or '08…' number, or null without a usable number. */
export function waShareLink(wa: string, nama: string, nip: string, pass: string): string | null {
  // '08…' is written as '+628…' (the server stores it so too).
  const digits = wa.replace(/\D/g, '').replace(/^0/, '62')
  if (!/^62\d{8,13}$/.test(digits)) return null
  const text = `Assalamu'alaikum ${nama}, akun aplikasi presensi Anda:\nNIP: ${nip}\nKata sandi: ${pass}`
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}
