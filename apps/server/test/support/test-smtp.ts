import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process: mails are parsed as a mail client would and kept in order. */
export interface TestSmtp {
  readonly url: string;
  readonly mails: ParsedMail[];
  /** The last mail to `address`, waiting up to 5 s for it. */
  mailTo(address: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** Recipients starting with `refuse` are refused at RCPT TO (550), as a mail server refuses unknown users. */
export async function startTestSmtp(): Promise<TestSmtp> {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipients = (mail: ParsedMail): string[] =>
    [mail.to ?? []].flat().flatMap((to) => to.value.map((v) => v.address ?? ''));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async mailTo(address) {
      for (let waited = 0; waited < 5000; waited += 50) {
        const mail = mails.findLast((m) => recipients(m).includes(address));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${address} arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
