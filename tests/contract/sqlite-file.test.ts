import { selectTestEngine } from '../support/test-server.ts'
import { contractSuiteOverHttp } from './over-http.ts'

/** The contract suite against the server's SQLite-file engine (node:sqlite, WAL) over real HTTP. */
selectTestEngine('sqlite-file')
contractSuiteOverHttp()
