import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Stable per notice, so a mail client shows a message resent after a crash only once. */
  messageId: string;
}

export interface Mailer {
  /** Where mail goes, for the start log (`smtp://host:port` or the folder). Never credentials. */
  readonly destination: string;
  send: (email: Email) => Promise<void>;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port`; without it mail is written to `mailDir` as .eml files. */
  smtpUrl?: string | undefined;
  mailDir: string;
  from: string;
}

/**
 * Email through SMTP (docs/product.md#notifications): Mailpit in docker compose, any provider in
 * production. A local run without `SMTP_URL` writes each message as an `.eml` file instead, so
 * nothing needs an SMTP server to see what a seller would receive.
 */
export function createMailer({ smtpUrl, mailDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    const url = new URL(smtpUrl);
    return {
      destination: `${url.protocol}//${url.host}`,
      send: async ({ to, subject, text, messageId }) => {
        await transport.sendMail({ from, to, subject, text, messageId });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    destination: mailDir,
    send: async ({ to, subject, text, messageId }) => {
      const info = await transport.sendMail({ from, to, subject, text, messageId });
      await mkdir(mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^\w.-]/g, '_')}.eml`;
      await writeFile(path.join(mailDir, name), info.message as Buffer);
    },
  };
}
