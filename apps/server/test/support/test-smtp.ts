import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process: mails are parsed as a mail client would and kept in order. The
 * API tests and the browser tests (apps/web/e2e/support/test-smtp.ts, on the port the e2e server mails to)
 * share it.
 */
export interface TestSmtp {
  readonly url: string;
  readonly mails: ParsedMail[];
  /** The last mail to `address`, waiting up to `waitMs` (5 s) for it. */
  mailTo(address: string, waitMs?: number): Promise<ParsedMail>;
  /** The 6-digit code of the last mail to `address`, waiting up to `waitMs` (5 s) for it. */
  codeTo(address: string, waitMs?: number): Promise<string>;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** The port to listen on (127.0.0.1); 0, the default, takes a free one. */
  readonly port?: number;
}

/** Recipients starting with `refuse` are refused at RCPT TO (550), as a mail server refuses unknown users. */
export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer sends without TLS when the server offers no STARTTLS.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse')) {
        callback(Object.assign(new Error('no such user here'), { responseCode: 550 }));
      } else callback();
    },
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
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipients = (mail: ParsedMail): string[] =>
    [mail.to ?? []].flat().flatMap((to) => to.value.map((v) => v.address ?? ''));
  const mailTo = async (address: string, waitMs = 5000): Promise<ParsedMail> => {
    for (let waited = 0; waited < waitMs; waited += 50) {
      const mail = mails.findLast((m) => recipients(m).includes(address));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${address} arrived`);
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailTo,
    async codeTo(address, waitMs) {
      const code = /\b(\d{6})\b/.exec((await mailTo(address, waitMs)).text ?? '')?.[1];
      if (code === undefined) throw new Error(`no code in the mail to ${address}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
