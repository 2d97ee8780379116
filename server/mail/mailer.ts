// Outgoing mail for every server feature (auth links now, notifications later): one transport
// built from SMTP_URL, or — with none configured — a folder of .eml files under DATA_DIR/mail so
// the flows work on a fresh machine. Invariant: logs name the file or the message id, never an
// address or a body (they carry personal data and sign-in links).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text?: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, 'folder' when messages are written to files. */
  readonly kind: 'smtp' | 'folder';
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

export interface MailerConfig {
  smtpUrl: string | null;
  /** Where messages go without SMTP: DATA_DIR/mail. */
  mailDir: string;
  from?: string;
  log?: (details: Record<string, unknown>, message: string) => void;
}

export const DEFAULT_MAIL_FROM = 'Footprint <no-reply@footprint.local>';

export function createMailer(config: MailerConfig): Mailer {
  const from = config.from ?? DEFAULT_MAIL_FROM;
  const log = config.log ?? (() => undefined);
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        log({ messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'folder',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(config.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(config.mailDir, name);
      await fs.writeFile(file, info.message as Buffer);
      log({ file }, 'mail written to the mail folder (no SMTP_URL configured)');
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
