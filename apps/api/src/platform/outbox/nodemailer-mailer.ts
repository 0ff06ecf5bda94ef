import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { type Clock, systemClock } from '../clock.ts';
import type { Mailer, MailMessage } from './mailer.port.ts';

/** SMTP delivery (SMTP_URL, e.g. smtp://user:pass@host:587), with timeouts so a stuck server fails. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** The offline default: each mail is built by nodemailer and written as an .eml file named by its time. */
export function createFileMailer(options: { directory: string; from: string; clock?: Clock }): Mailer {
  const clock = options.clock ?? systemClock;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.directory, { recursive: true });
      const name = `${clock.now().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '')}.eml`;
      await fs.writeFile(path.join(options.directory, name), info.message as Buffer);
      return { messageId: info.messageId };
    },
  };
}
