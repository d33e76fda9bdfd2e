/**
 * Hands `file` to the browser as a download named `name` (the Data screen's export, the xlsx
 * exports). The download starts from the click; the object URL is released a minute later, long
 * enough for a slow browser to have read even a large database file.
 */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
