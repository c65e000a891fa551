#!/usr/bin/env node
/**
 * npm run audit — the production dependencies' known advisories (the hardening issue: no
 * high or critical advisory in what the site runs). Dev tools are left out (--omit=dev).
 *
 * Exit codes: 0 no high/critical advisory; 1 at least one (listed); 3 the advisory
 * service could not be asked (no network, or a registry mirror without the audit
 * endpoint) — reported loudly, never as a pass. CI (.ci/run) fails on 1 and reports 3.
 */
import { execFile } from 'node:child_process';

const BLOCKING = new Set(['high', 'critical']);

const { stdout } = await new Promise((resolve) => {
  // npm audit exits non-zero whenever it finds anything; the JSON says what.
  execFile('npm', ['audit', '--omit=dev', '--json'], { maxBuffer: 64 * 1024 * 1024 }, (error, out) =>
    resolve({ stdout: out }),
  );
});

let report;
try {
  report = JSON.parse(stdout);
} catch {
  report = { message: 'npm audit printed no JSON' };
}

if (!report.vulnerabilities) {
  console.error(`audit: UNAVAILABLE — the advisory service did not answer (${report.message ?? 'unknown error'}).`);
  console.error('audit: production dependencies were NOT checked on this machine.');
  process.exit(3);
}

const blocking = Object.values(report.vulnerabilities).filter((entry) => BLOCKING.has(entry.severity));
const counts = report.metadata?.vulnerabilities ?? {};
console.log(`audit: production dependencies — ${JSON.stringify(counts)}`);
for (const entry of blocking) {
  const via = entry.via.map((item) => (typeof item === 'string' ? item : `${item.title} (${item.url})`)).join('; ');
  console.error(`  ${entry.severity.toUpperCase()} ${entry.name} ${entry.range}: ${via}`);
}
process.exit(blocking.length > 0 ? 1 : 0);
