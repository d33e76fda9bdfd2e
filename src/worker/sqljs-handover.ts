/**
 * sql.js keeps an opened database's file in Emscripten's in-memory file system, which stores a copy
 * of the bytes handed to `new Database(bytes)`: it calls `bytes.slice(0, length)` once (MEMFS
 * write of an empty file, sql.js 1.16). For a 112 MiB snapshot that copy alone took 100–130 ms of
 * the warm start on this machine. When nobody else holds the bytes (the OPFS store's read),
 * this view answers that one full-length `slice` with a plain view of the same memory, so sql.js
 * takes the buffer as its file without copying. SQLite may then change those bytes in place: the
 * caller must not use them afterwards. Should sql.js stop calling `slice`, it copies as before.
 */
export function handOverToSqlJs(bytes: Uint8Array): Uint8Array {
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length)
  Object.defineProperty(view, 'slice', {
    value: (start = 0, end = view.length) =>
      start === 0 && end === view.length
        ? new Uint8Array(view.buffer, view.byteOffset, view.length)
        : Uint8Array.prototype.slice.call(view, start, end),
  })
  return view
}
