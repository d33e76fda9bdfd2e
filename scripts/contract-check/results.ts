/** What became of one check: passed, failed with the lines that say why, or skipped and why. */
export type Outcome = { kind: 'pass' } | { kind: 'fail'; lines: string[] } | { kind: 'skip'; reason: string }

export interface CheckResult {
  /** The domain the check belongs to (a JUnit classname). */
  group: string
  /** The exact call, e.g. 'DELETE api/shift/{id} (dipakai pegawai)'. */
  name: string
  outcome: Outcome
}

/** Every check's result in run order; `onResult` prints each as it comes. */
export class Results {
  readonly all: CheckResult[] = []
  private readonly onResult: (result: CheckResult) => void
  constructor(onResult: (result: CheckResult) => void = () => {}) {
    this.onResult = onResult
  }

  record(result: CheckResult): void {
    this.all.push(result)
    this.onResult(result)
  }

  count(kind: Outcome['kind']): number {
    return this.all.filter((result) => result.outcome.kind === kind).length
  }
}
