// One load measurement: a warm-up run whose figures are thrown away, then the measured run.
import autocannon from 'autocannon';

/**
 * @param {string} url
 * @param {{ connections: number, durationS: number, warmupS: number, request?: { method: string, headers?: Record<string, string>, body?: string } }} settings
 * @param {(instance: { stop(): void } | null) => void} track  lets the caller stop a run on Ctrl-C
 */
export async function measureLoad(url, { connections, durationS, warmupS, request = {} }, track) {
  if (warmupS > 0) await run({ url, connections, duration: warmupS, ...request }, track);
  const result = await run({ url, connections, duration: durationS, ...request }, track);
  return {
    reqPerSec: result.requests.average,
    requests: result.requests.total,
    latencyMs: {
      mean: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, Number(stats.count)]),
    ),
    bytesPerSec: result.throughput.average,
    durationS: result.duration,
  };
}

async function run(options, track) {
  // No Accept-Encoding and no Accept-Language: every target gets the same plain request, and
  // the app's locale detection keeps `/` on English instead of redirecting.
  const instance = autocannon({ ...options, timeout: 10 });
  track(instance);
  try {
    return await instance;
  } finally {
    track(null);
  }
}
