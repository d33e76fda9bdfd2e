import { describe, expect, it } from 'vitest'
import { CLOCK_TEST_NAME, clockDependentTests, handlerTestFiles } from '../../scripts/clock-tests.ts'

/**
 * The clock runs of `npm test` repeat only the handler tests marked `// test-clock: dependent`
 * (scripts/clock-tests.ts): each file that reads the test clock says whether its answers depend on
 * the day, hour or zone, with a reason, so none is repeated for nothing and none is forgotten.
 */
describe('the test-clock markers of the handler tests', () => {
  const files = handlerTestFiles()

  it.each(files.filter((file) => file.readsClock))(
    '$path says once whether it depends on the clock',
    (file) => {
      expect(
        file.markers,
        `${file.path}: add '// test-clock: dependent — why' or '… free — why'`,
      ).toHaveLength(1)
      expect(file.markers[0]?.why.length, `${file.path}: the marker gives its reason`).toBeGreaterThan(10)
    },
  )

  it('marks dependent only files that read the clock', () => {
    const dependentWithoutClock = files
      .filter((file) => !file.readsClock && file.markers.some((marker) => marker.kind === 'dependent'))
      .map((file) => file.path)
    expect(dependentWithoutClock).toEqual([])
  })

  it('repeats the clock tests themselves and the dependent files, no others', () => {
    const dependent = clockDependentTests()
    expect(dependent).toEqual(
      expect.arrayContaining(
        files.filter((file) => CLOCK_TEST_NAME.test(file.path)).map((file) => file.path),
      ),
    )
    const free = files.filter((file) => file.markers.some((marker) => marker.kind === 'free'))
    expect(free.length).toBeGreaterThan(0)
    for (const file of free) expect(dependent).not.toContain(file.path)
  })
})
