/**
 * A real SMTP server on a free loopback port (nodemailer's `smtp-server`), for tests that send
 * mail through SMTP_URL: every message it accepts is parsed (mailparser) and kept with its
 * envelope, and `refuse` makes it answer a recipient with a 4xx/5xx, as a real server may.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  parsed: ParsedMail;
  /** A header's raw value as sent, e.g. `header('List-Unsubscribe')`. */
  header(name: string): string | undefined;
}

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  mailsTo(address: string): ReceivedMail[];
  /** Refuses the next `times` RCPT TO of `address` with `error` (Infinity: every one). */
  refuse(address: string, times: number, error?: string): void;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, { left: number; error: string }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address);
      if (!refusal || refusal.left <= 0) return callback();
      refusal.left -= 1;
      const error = Object.assign(new Error(refusal.error), { responseCode: 451 });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = (session.envelope.rcptTo ?? []).map((rcpt) => rcpt.address);
          const header = (name: string) =>
            parsed.headerLines
              .find((line) => line.key === name.toLowerCase())
              ?.line.replace(/^[^:]+:\s*/, '')
              .replace(/\r?\n\s+/g, ' ');
          received.push({ to, parsed, header });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (address: string) => received.filter((mail) => mail.to.includes(address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo,
    refuse(address, times, error = '451 4.3.0 Mailbox busy, try again later') {
      refusals.set(address, { left: times, error });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
