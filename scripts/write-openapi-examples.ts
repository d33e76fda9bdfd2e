import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { generateExamples } from './openapi/examples.ts'

/** `npm run contract:examples`: regenerates src/contract/openapi/examples.json from the demo data. */
const target = fileURLToPath(new URL('../src/contract/openapi/examples.json', import.meta.url))
const examples = await generateExamples()
writeFileSync(target, `${JSON.stringify(examples, null, 2)}\n`)
console.log(`${Object.keys(examples).length} operations' examples -> ${target}`)
