/**
 * `npm run contract:check -- --base URL --admin USER:PASS [--unit USER:PASS] [--read-only]
 * [--setup-url URL] [--junit FILE]`: the contract suite over HTTP against any backend.
 * Exit code 0 all passed, 1 a check failed, 2 bad usage or no usable backend. docs/contract-check.md.
 */
import { contractCheck } from './command.ts'

process.exitCode = await contractCheck(process.argv.slice(2))
