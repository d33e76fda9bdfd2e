/**
 * Generated app passwords, shared by the employee form (browser) and the bulk import (server).
 * No 0/O, 1/l/I: read aloud or typed from a phone screen without confusion.
 */
export const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function generatePassword(length = 8): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  // 256 % 55 leaves a tiny bias; irrelevant for a first password the employee is told to change.
  return Array.from(bytes, (byte) => PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length]).join('')
}
