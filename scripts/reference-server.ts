/**
 * The old command line of the server, kept working for those who start it so:
 *   node scripts/reference-server.ts DIST PORT --db FILE [--cors-origin ORIGIN]… [--max-connections N]
 * The server itself lives in src/server (reference-cli.ts), under the lint rules of the layers.
 */
import '../src/server/reference-cli.ts'
