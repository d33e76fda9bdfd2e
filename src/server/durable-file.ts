import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'

/** Writes `bytes` to `path` and fsyncs it (the file's content is on disk when this returns). */
export function writeSynced(path: string, bytes: Uint8Array): void {
  const fd = openSync(path, 'w')
  try {
    let written = 0
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** A rename or unlink is durable once the directory holding it is fsync'ed. */
export function syncDirectory(path: string): void {
  const fd = openSync(dirname(path), 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/**
 * Replaces the SQLite file at `path` with `bytes`, atomically and durably: a crash leaves the old
 * file or the new one, never a mix. The new file is written and fsync'ed first (a full disk
 * changes nothing); then `closeCurrent` closes every connection to `path` (closing the last one
 * checkpoints its WAL into the old file) and the rename puts the new one in place. A stale `-wal`
 * beside the new file would be replayed onto it, so it goes before the rename.
 */
export function replaceSqliteFile(path: string, bytes: Uint8Array, closeCurrent: () => void): void {
  const temporary = `${path}.baru`
  try {
    writeSynced(temporary, bytes)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
  closeCurrent()
  rmSync(`${path}-wal`, { force: true })
  rmSync(`${path}-shm`, { force: true })
  renameSync(temporary, path)
  syncDirectory(path)
}
