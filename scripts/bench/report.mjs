// Turning measurements into the printed table, the budget verdicts and the JSON record.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const kB = (bytes) => (bytes == null ? '—' : (bytes / 1000).toFixed(1));
const fixed = (value, digits) => (value == null || Number.isNaN(value) ? '—' : value.toFixed(digits));

/** Figures a budget or a table column can read off one target's row. */
export const METRICS = {
  reqPerSec: (row) => row.load?.reqPerSec,
  ratio: (row) => row.ratioToYardstick,
  p50Ms: (row) => row.load?.latencyMs.p50,
  p99Ms: (row) => row.load?.latencyMs.p99,
  failures: (row) => (row.load ? row.load.non2xx + row.load.errors : undefined),
  jsGzipBytes: (row) => row.firstLoad?.js.gzipBytes,
  cssGzipBytes: (row) => row.firstLoad?.css.gzipBytes,
};

const COLUMNS = [
  ['target', (row) => row.name],
  ['req/s', (row) => fixed(METRICS.reqPerSec(row), 1)],
  ['p50 ms', (row) => fixed(METRICS.p50Ms(row), 0)],
  ['p99 ms', (row) => fixed(METRICS.p99Ms(row), 0)],
  ['errors', (row) => String(METRICS.failures(row) ?? '—')],
  ['× yardstick', (row) => fixed(METRICS.ratio(row), 2)],
  ['JS gz kB', (row) => (row.kind === 'page' ? kB(METRICS.jsGzipBytes(row)) : '')],
  ['CSS gz kB', (row) => (row.kind === 'page' ? kB(METRICS.cssGzipBytes(row)) : '')],
  ['HTML kB', (row) => (row.kind === 'page' ? kB(row.firstLoad?.html.rawBytes) : '')],
];

export function formatTable(rows) {
  const cells = [COLUMNS.map(([title]) => title), ...rows.map((row) => COLUMNS.map(([, cell]) => cell(row)))];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const render = (line) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  return [render(cells[0]), rule, ...cells.slice(1).map(render)].join('\n');
}

/** Every budget becomes PASS or FAIL; a missing figure (the target failed to run) is a FAIL. */
export function checkBudgets(budgets, rows) {
  return budgets.map((budget) => {
    const row = rows.find((candidate) => candidate.name === budget.target);
    const actual = row ? METRICS[budget.metric](row) : undefined;
    const pass =
      typeof actual === 'number' &&
      !Number.isNaN(actual) &&
      (budget.min === undefined || actual >= budget.min) &&
      (budget.max === undefined || actual <= budget.max);
    return { ...budget, actual: actual ?? null, pass };
  });
}

const SHOW = {
  ratio: (value) => `${fixed(value, 2)} ×`,
  p50Ms: (value) => `${fixed(value, 0)} ms`,
  p99Ms: (value) => `${fixed(value, 0)} ms`,
  jsGzipBytes: (value) => `${kB(value)} kB`,
  cssGzipBytes: (value) => `${kB(value)} kB`,
  failures: (value) => `${value} target(s) with failures`,
};

export function formatVerdicts(verdicts) {
  return verdicts
    .map((v) => {
      const shown = v.actual == null ? 'no data' : (SHOW[v.metric] ?? String)(v.actual);
      const detail = v.broken?.length ? `: ${v.broken.join(', ')}` : '';
      return `${v.pass ? 'PASS' : 'FAIL'}  ${v.label}  (measured ${shown}${detail})`;
    })
    .join('\n');
}

/** Writes `<ISO timestamp>.json` (colons as dashes, for portable file names) and `latest.json`. */
export async function writeRecord(dir, record) {
  await mkdir(dir, { recursive: true });
  const stamp = record.startedAt.replace(/:/g, '-');
  const body = `${JSON.stringify(record, null, 2)}\n`;
  const file = path.join(dir, `${stamp}.json`);
  await writeFile(file, body);
  await writeFile(path.join(dir, 'latest.json'), body);
  return file;
}
