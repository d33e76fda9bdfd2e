import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { openApiJson } from './openapi-plugin.ts'

/**
 * `npm run contract -- [FILE]`: the OpenAPI document of src/contract, to FILE or to stdout (for a
 * backend team's tools without a build; every build already serves it as /openapi.json).
 */
const [target] = process.argv.slice(2)
if (target) {
  writeFileSync(resolve(target), openApiJson())
  console.error(`OpenAPI document -> ${resolve(target)}`)
} else process.stdout.write(openApiJson())
