import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildOpenApi } from '../src/contract/openapi.ts'

/** `npm run contract`: writes public/openapi.json (gitignored) from the zod contract. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const target = resolve(root, 'public/openapi.json')
const document = buildOpenApi()

mkdirSync(dirname(target), { recursive: true })
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`)
console.log(`OpenAPI ${document.openapi}: ${Object.keys(document.paths).length} paths -> ${target}`)
