/**
 * The e2e mail sink: a real SMTP server the app sends to (SMTP_URL), and a small HTTP API
 * the journeys read mail from — as a person would read their inbox. Started by Playwright
 * as a web server next to the app; loopback only.
 *
 *   GET /health             → 200
 *   GET /messages?to=EMAIL  → [{ subject, text, html }] in arrival order
 */
import { createServer } from 'node:http';
import { startSmtpSink } from '../../tests/integration/helpers/smtp-sink';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const apiPort = Number(process.env.E2E_MAIL_API_PORT ?? 3126);

async function main() {
  const sink = await startSmtpSink({ port: smtpPort });

  createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/health') {
      res.end('ok');
      return;
    }
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to') ?? '';
      const found = sink.messages
        .filter((message) => message.to.includes(to))
        .map(({ subject, text, html }) => ({ subject, text, html }));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(found));
      return;
    }
    res.statusCode = 404;
    res.end();
  }).listen(apiPort, '127.0.0.1', () => console.log(`mail sink: smtp ${sink.url}, api http://127.0.0.1:${apiPort}`));
}

void main();
