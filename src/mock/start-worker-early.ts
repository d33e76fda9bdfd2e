import { createServerWorkerEarly } from './server-worker.ts'

// The entry's first import (main.tsx): runs before React and the screens evaluate. A live build
// resolves this module to live-no-worker.ts instead (vite.config.ts), so it carries no worker.
createServerWorkerEarly()
