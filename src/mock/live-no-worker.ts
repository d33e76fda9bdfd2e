// What a live build gets for start-worker-early.ts (vite.config.ts): no local server, no worker.
export {}
