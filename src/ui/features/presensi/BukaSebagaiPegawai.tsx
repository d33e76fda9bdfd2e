import { DEMO_MODE, openAsEmployeeHref } from './presensi-routes.ts'

/**
 * 'Buka sebagai pegawai' (mock mode only, issue 17): the employee app in a new tab, signed in as
 * this employee on the admin's authority, for a demo or a training. The new tab shares this
 * browser's database, so what is done there shows here. The live build renders nothing.
 */
export function BukaSebagaiPegawai({
  idp,
  nama,
  className,
  label = 'Buka sebagai pegawai',
}: {
  idp: number
  nama: string
  className?: string
  /** The visible text; a phone card's shorter one begins the accessible name as it must (WCAG 2.5.3). */
  label?: string
}) {
  if (!DEMO_MODE) return null
  return (
    <a
      href={openAsEmployeeHref(idp)}
      target="_blank"
      rel="noopener"
      className={className}
      aria-label={`Buka sebagai pegawai ${nama} (tab baru)`}
    >
      {label}
    </a>
  )
}
