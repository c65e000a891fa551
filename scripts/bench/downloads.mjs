// Throughput of repeated full downloads of one large file, over a few keep-alive connections.
import http from 'node:http';

/**
 * Downloads `url` whole, again and again on `connections` connections, for `durationS`
 * seconds, at least once per connection (a download under way at the end is finished and
 * counted). Every reply must be a
 * 200 of `expectedBytes`; anything else counts as an error. MB = 10^6 bytes.
 * @param {string} url
 * @param {{ connections: number, durationS: number, expectedBytes: number }} settings
 */
export async function measureDownloads(url, { connections, durationS, expectedBytes }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const started = performance.now();
  const deadline = started + durationS * 1000;
  const totals = { bytes: 0, downloads: 0, errors: 0 };
  const worker = async () => {
    do {
      const received = await download(url, agent);
      if (received === expectedBytes) {
        totals.bytes += received;
        totals.downloads += 1;
      } else {
        totals.errors += 1;
      }
    } while (performance.now() < deadline);
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { ...totals, seconds, mbPerSec: totals.bytes / 1e6 / seconds };
}

/** The bytes of one 200 reply, counted and dropped; -1 for anything else. */
function download(url, agent) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      let received = 0;
      response.on('data', (chunk) => (received += chunk.length));
      response.on('end', () => resolve(response.statusCode === 200 ? received : -1));
      response.on('error', () => resolve(-1));
    });
    request.on('error', () => resolve(-1));
  });
}
