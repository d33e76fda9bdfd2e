import { contractSuiteOverHttp } from './over-http.ts'

/** The same contract suite against the reference server over real HTTP, on the browser's engine (sql.js). */
contractSuiteOverHttp()
