import { UnreachableError } from './http.ts'
import { type CheckOptions, parseCheckOptions, USAGE, UsageError } from './options.ts'
import { consoleLine, summaryLines } from './report-console.ts'
import { writeJunit } from './report-junit.ts'
import { runChecks } from './runner.ts'
import { LoginError } from './session.ts'

/** Where the command writes: stdout for the report, stderr for usage and connection errors. */
export interface Output {
  out(line: string): void
  err(line: string): void
}

const stdio: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}

/** The whole command: parses `argv`, runs, reports; resolves to the exit code (0, 1 or 2). */
export async function contractCheck(argv: string[], output: Output = stdio): Promise<number> {
  let options: CheckOptions
  try {
    options = parseCheckOptions(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    output.err(`contract:check: ${error.message}`)
    output.err('Run with --help for the options.')
    return 2
  }
  if (options.help) {
    output.out(USAGE)
    return 0
  }
  try {
    const results = await runChecks(options, (result) => {
      const line = consoleLine(result)
      if (line) output.out(line)
    })
    if (options.junitFile) writeJunit(options.junitFile, results, options.base.href)
    for (const line of summaryLines(results)) output.out(line)
    return results.count('fail') > 0 ? 1 : 0
  } catch (error) {
    if (error instanceof UnreachableError || error instanceof LoginError) {
      output.err(`contract:check: ${error.message}`)
    } else {
      // Exit code 1 means "a check failed": a crash of the command itself must not read as one.
      output.err(
        `contract:check: stopped by an error of its own: ${error instanceof Error ? error.stack : String(error)}`,
      )
    }
    return 2
  }
}
