/** What became of one check: passed, failed with the lines that say why, or skipped and why. */
export type Outcome = { kind: 'pass' } | { kind: 'fail'; lines: string[] } | { kind: 'skip'; reason: string }

/** What a sent check tells about its call: is it there at all (missing-calls.ts)? */
export interface CallFacts {
  /** The call as SPEC.md §7 writes it, without the case: 'GET api/shift/{id}'. */
  call: string
  expected: number
  received: number
  /** A 404 as the backend answers an address it does not have. */
  addressNotFound: boolean
  /**
   * Sent with a session (or to a public call) and not meant to be refused for its token: an auth
   * layer in front of the routes answers the others alone, so they tell nothing of the call.
   */
  informative: boolean
}

export interface CheckResult {
  /** The domain the check belongs to (a JUnit classname). */
  group: string
  /** The exact call, e.g. 'DELETE api/shift/{id} (dipakai pegawai)'. */
  name: string
  outcome: Outcome
  /** Set on every check that was sent. */
  facts?: CallFacts
}

export type CallVerdict = 'ok' | 'wrong' | 'missing'

/**
 * Held back until the run ends: a 404 for an unknown id (green only once another check shows the
 * call exists) and a failure answered as an unknown address (one line for a missing call, not one
 * per check). Every other result is reported as it comes.
 */
const heldBack = (result: CheckResult) =>
  result.facts !== undefined &&
  ((result.outcome.kind === 'pass' && result.facts.expected === 404) ||
    (result.outcome.kind === 'fail' && result.facts.addressNotFound))

/** Every check's result in run order; `onResult` prints each as it comes (held-back ones at `settle`). */
export class Results {
  readonly all: CheckResult[] = []
  private readonly onResult: (result: CheckResult) => void
  private readonly verdicts = new Map<string, CallVerdict>()
  constructor(onResult: (result: CheckResult) => void = () => {}) {
    this.onResult = onResult
  }

  record(result: CheckResult): void {
    this.all.push(result)
    if (!heldBack(result)) this.onResult(result)
  }

  count(kind: Outcome['kind']): number {
    return this.all.filter((result) => result.outcome.kind === kind).length
  }

  /**
   * Judges each call once every check ran: missing when every informative check of it answered as
   * an unknown address; its held-back checks then fail as one missing call (reported by the
   * summary, not line by line). Otherwise an unknown id's 404 counts only when another check of the
   * call answered something else (the call exists), and is skipped, saying why, when none did.
   */
  settle(): void {
    const byCall = new Map<string, CheckResult[]>()
    for (const result of this.all) {
      if (result.facts) byCall.set(result.facts.call, [...(byCall.get(result.facts.call) ?? []), result])
    }
    for (const [call, checks] of byCall) {
      const facts = checks.map((check) => check.facts as CallFacts)
      const informative = facts.filter((fact) => fact.informative)
      const missing = informative.length > 0 && informative.every((fact) => fact.addressNotFound)
      const exists = informative.some((fact) => fact.expected !== 404 && fact.received !== 404)
      for (const check of checks.filter(heldBack)) {
        check.outcome = missing
          ? { kind: 'fail', lines: [`${check.name}: missing call: answered 404 as an unknown address is`] }
          : check.outcome.kind === 'fail' || exists
            ? check.outcome
            : {
                kind: 'skip',
                reason: 'a 404 for an unknown id, but no other check showed the call exists',
              }
        if (!missing) this.onResult(check)
      }
      const failed = checks.some((check) => check.outcome.kind === 'fail')
      this.verdicts.set(call, missing ? 'missing' : failed ? 'wrong' : 'ok')
    }
  }

  /** Each sent call's verdict (after `settle`), in run order of its first check. */
  callVerdicts(): ReadonlyMap<string, CallVerdict> {
    return this.verdicts
  }

  /** The checks of one call. */
  checksOf(call: string): CheckResult[] {
    return this.all.filter((result) => result.facts?.call === call)
  }
}
