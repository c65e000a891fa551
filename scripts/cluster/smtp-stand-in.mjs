// @ts-check
import { SMTPServer } from 'smtp-server';

/**
 * The mail server of the cluster: accepts every mail and keeps who it was to, except the
 * first mail to `holdRecipient` once `armHold()` was called, whose connection it holds after RCPT TO without ever
 * answering — a mail server that hangs, so the instance that sends that mail is caught
 * mid-job. `held` resolves with the sender's side of that connection (its local port), by
 * which the test finds the instance (`ss`) before killing it. A later try of the same mail
 * is accepted. Plain SMTP on 127.0.0.1, no auth, no TLS.
 *
 * @param {{ port: number, holdRecipient: string }} options
 */
export async function startSmtpStandIn({ port, holdRecipient }) {
  /** @type {string[]} */
  const delivered = [];
  let armed = false;
  let holding = false;
  /** @type {(value: { senderPort: number, at: number }) => void} */
  let onHeld = () => undefined;
  /** @type {Promise<{ senderPort: number, at: number }>} */
  const held = new Promise((resolve) => (onHeld = resolve));

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // A held connection must not keep close() waiting for the default 30 s.
    closeTimeout: 500,
    onRcptTo(address, session, callback) {
      if (armed && !holding && address.address.toLowerCase() === holdRecipient) {
        holding = true;
        onHeld({ senderPort: session.remotePort, at: Date.now() });
        return; // never answered: the sender waits until its socket timeout, or its death
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    held,
    /** From now on, the next mail to `holdRecipient` is held (the ones before, e.g. its sign-up's, pass). */
    armHold: () => void (armed = true),
    /** How many mails to `address` were accepted. */
    deliveredTo: (/** @type {string} */ address) => delivered.filter((to) => to === address.toLowerCase()).length,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
