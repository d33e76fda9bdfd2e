import { z } from 'zod'
import { id } from 'zod/v4/locales'

// Fallback validation messages in Indonesian wherever a schema gives no message of its own.
z.config(id())
