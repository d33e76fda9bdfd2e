/**
 * Where the worker's start-up time goes: a User Timing mark (`boot:<step>`) at the end of each step,
 * in the worker's clock. `npm run bench` reads them from the worker (bench/browser.ts) and prints
 * the warm start's breakdown; nothing in the app depends on them.
 */
export const BOOT_STEPS = {
  'worker-started': 'worker module evaluated',
  'open-started': 'tab holds the database lock: opening starts',
  'wasm-ready': 'sql.js wasm compiled and instantiated',
  'snapshot-read': 'snapshot read from OPFS',
  'storage-open': 'OPFS files open (pointer, journal)',
  'database-open': 'snapshot opened in sql.js',
  'journal-replayed': 'journal replayed',
  'schema-checked': 'schema version checked (migrations)',
  'snapshot-written': 'fresh snapshot written (new database, migration, recovery)',
  'host-ready': 'local server ready',
} as const

export type BootStep = keyof typeof BOOT_STEPS

export const BOOT_MARK_PREFIX = 'boot:'

export function markBoot(step: BootStep): void {
  performance.mark(`${BOOT_MARK_PREFIX}${step}`)
}
