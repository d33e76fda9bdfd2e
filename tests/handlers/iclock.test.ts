import { describe } from 'vitest'
import { selectTestEngine } from '../support/test-server.ts'
import { iclockSuite } from './iclock-suite.ts'

/** The machines' push on the server's SQLite file (node:sqlite), over real HTTP. */
selectTestEngine('sqlite-file')

describe('iClock push on the SQLite file', () => iclockSuite())
