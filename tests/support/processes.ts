import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** A loopback port nothing listens on now (the server process is started on it next). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening))
  const { port } = probe.address() as { port: number }
  await new Promise((closed) => probe.close(closed))
  return port
}

/** What `event` resolves with, or null when it has not happened within `within` ms (a bound, not a wait). */
export async function deadline<T>(event: Promise<T>, within: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), within)
  })
  try {
    return await Promise.race([event, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Resolves once a server process prints that it listens ('server on http…'); rejects with what it
 * wrote to stderr when it exits first.
 */
export function untilListening(child: ChildProcess): Promise<void> {
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  return new Promise<void>((listening, failed) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('server on http')) listening()
    })
    child.once('exit', (code) => failed(new Error(`exited ${code}: ${output}`)))
  })
}
