import { z } from 'zod'
import { id } from 'zod/v4/locales'

// Imported first by define.ts and fields.ts, so it runs before any schema of the contract is
// built — in the worker, in Node and in the UI's form chunks alike.
// Fallback validation messages in Indonesian wherever a schema gives no message of its own;
// jitless: zod would otherwise probe `new Function` on first parse, which the app's
// Content-Security-Policy (no 'unsafe-eval') reports as a violation.
z.config({ ...id(), jitless: true })
