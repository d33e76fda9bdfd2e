/**
 * The BroadcastChannel on which a tab says "I changed data" (mock mode: every tab of the browser
 * shares the one in-browser database, docs/presensi-pegawai-app.md#tabs). The mock backend posts on
 * it after each successful write it forwards; `followWritesOfOtherTabs` listens.
 */
export const WRITES_CHANNEL = 'presensi-data-berubah'
