import { type ChildProcess, spawn } from 'node:child_process'
import { createConnection } from 'node:net'

/** `vite preview` of dist/ on its own port, in its own process group so stop() ends npx and vite. */

export interface Preview {
  url: string
  stop(): Promise<void>
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = createConnection({ port, host: 'localhost' })
    socket.once('connect', () => {
      socket.destroy()
      answer(true)
    })
    socket.once('error', () => answer(false))
  })
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done()
    else child.once('exit', () => done())
  })

export async function startPreview(root: string, port: number, timeoutMs = 30_000): Promise<Preview> {
  if (await portInUse(port)) throw new Error(`port ${port} is already in use: stop whatever serves it first`)
  const child = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
    const gone = exited(child)
    process.kill(-child.pid, 'SIGTERM')
    const timer = setTimeout(() => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
    }, 3000)
    await gone
    clearTimeout(timer)
  }

  const url = `http://localhost:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode}):\n${output}`)
    try {
      const response = await fetch(`${url}/`)
      if (response.ok) return { url, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`vite preview did not answer on ${url} within ${timeoutMs} ms:\n${output}`)
}
