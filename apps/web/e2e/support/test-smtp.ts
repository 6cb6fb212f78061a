import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the browser-test process, on the port the server under test sends to
 * (playwright.config.ts sets its SMTP_URL to E2E_PORT + 3): mails are parsed as a mail client would.
 */
export const SMTP_PORT = Number(process.env.E2E_PORT ?? 18080) + 3;

export interface TestSmtp {
  /** The 6-digit code of the last mail to `address`, waiting up to 15 s for it. */
  codeTo(address: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer sends without TLS when the server offers no STARTTLS.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  const to = (mail: ParsedMail): string[] =>
    [mail.to ?? []].flat().flatMap((t) => t.value.map((v) => v.address ?? ''));
  return {
    async codeTo(address) {
      for (let waited = 0; waited < 15_000; waited += 100) {
        const mail = mails.findLast((m) => to(m).includes(address));
        const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
        if (code !== undefined) return code;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no code mailed to ${address}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
