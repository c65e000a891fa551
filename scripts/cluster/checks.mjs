// @ts-check
// The cluster test's verdicts: one line per check (✓ passed, ✗ failed, ○ not run) with its figure.

/** @typedef {'passed' | 'failed' | 'not run'} Outcome */

export function createReport() {
  /** @type {{ name: string, outcome: Outcome, figure: string }[]} */
  const results = [];
  const mark = { passed: '✓', failed: '✗', 'not run': '○' };

  /** @param {string} name @param {Outcome} outcome @param {string} figure */
  function record(name, outcome, figure) {
    results.push({ name, outcome, figure });
    console.log(`${mark[outcome]} ${name}${figure ? ` — ${figure}` : ''}`);
  }

  return {
    /** @param {string} name @param {boolean} ok @param {string} figure */
    check: (name, ok, figure) => record(name, ok ? 'passed' : 'failed', figure),
    /** A check that could not run (a step before it failed, or the feature is missing): never a pass. */
    notRun: (/** @type {string} */ name, /** @type {string} */ why) => record(name, 'not run', why),
    /**
     * Runs a step whose own checks are recorded inside it; an exception fails the step with
     * its message rather than ending the run, so the later steps still report.
     * @param {string} name @param {() => Promise<void>} body
     */
    step: async (name, body) => {
      try {
        await body();
      } catch (error) {
        record(name, 'failed', error instanceof Error ? error.message : String(error));
      }
    },
    summary: () => {
      const count = (/** @type {Outcome} */ outcome) => results.filter((result) => result.outcome === outcome).length;
      return { passed: count('passed'), failed: count('failed'), notRun: count('not run'), total: results.length };
    },
  };
}

/** @typedef {ReturnType<typeof createReport>} Report */
