/**
 * Writes FILE.br and FILE.gz beside every compressible file of a build (docs/server.md "Serving
 * the UI"): the server sends them as they are, so no request costs compression time. Run by every
 * build (the Vite plugin below) and by hand on a folder edited after its build:
 * `node scripts/precompress.ts DIR`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { COMPRESSIBLE, ENCODINGS } from '../src/server/static-files.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const compressors: Record<(typeof ENCODINGS)[number]['name'], (bytes: Buffer) => Promise<Buffer>> = {
  // The slowest, smallest settings: paid once per build, saved on every first load.
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
}

/** Every file under `dir` (relative paths). */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** The siblings of one file, each written only when it is smaller than the file. Returns what was written. */
export async function precompressFile(file: string): Promise<string[]> {
  const bytes = await readFile(file)
  const written = await Promise.all(
    ENCODINGS.map(async ({ name, suffix }) => {
      const compressed = await compressors[name](bytes)
      if (compressed.length >= bytes.length) return null
      await writeFile(file + suffix, compressed)
      return file + suffix
    }),
  )
  return written.filter((path) => path !== null)
}

/** Precompresses every compressible file under `dir`; returns the siblings written. */
export async function precompressFolder(dir: string): Promise<string[]> {
  const files = (await filesIn(dir)).filter((file) => COMPRESSIBLE.has(extname(file)))
  return (await Promise.all(files.map(precompressFile))).flat()
}

/** The Vite plugin: once the build is written (public/ copies included), its siblings beside it. */
export function precompress(): Plugin {
  return {
    name: 'presensi-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressFolder(options.dir)
    },
  }
}

if (import.meta.main) {
  const dir = process.argv[2]
  if (!dir) {
    console.error('usage: node scripts/precompress.ts DIR')
    process.exit(2)
  }
  const written = await precompressFolder(resolve(dir))
  console.log(`precompress: ${written.length} files written in ${dir}`)
}
