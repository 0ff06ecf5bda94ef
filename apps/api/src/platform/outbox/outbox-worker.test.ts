import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BookingResponseSchema } from '@travel/contract/bookings';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareBookingPayment, pressSandboxButton } from '../../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../../test/build-test-app.ts';
import { testEngines } from '../../test/test-database.ts';
import { createFileMailer, createSmtpMailer } from './nodemailer-mailer.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { computeRetryDelayMs, createOutboxWorker } from './outbox-worker.ts';

type Received = { to: string[]; raw: string };

/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives. */
async function startSmtpServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as net.AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The mail's text with quoted-printable soft breaks and escapes decoded as UTF-8 bytes. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

describe('computeRetryDelayMs', () => {
  it('doubles from 30 seconds and stops growing at one hour', () => {
    expect([0, 1, 2, 3].map(computeRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(computeRetryDelayMs(20)).toBe(3_600_000);
  });
});

describe.each(testEngines())('outbox worker on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
  });
  afterAll(async () => testApp.close());

  async function bookOnce(agentId: string) {
    const { direction } = await prepareBookingPayment(testApp.app, agentId);
    const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/user/session/card/success',
      payload: { agentId, worldpayResponseData: query },
    });
    return BookingResponseSchema.parse(response.json()).data;
  }

  it('delivers the booking confirmation to a real SMTP server, in Spanish, once', async () => {
    const smtp = await startSmtpServer();
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Viajes <reservas@viajes.example>' });
    try {
      const booking = await bookOnce(issueTestAgentId());
      const outbox = createOutboxRepository(testApp.database.db);
      // The booking queued its confirmation as a template: the worker renders it when it sends it.
      const [queued] = (
        (await testApp.database.db.execute(
          sql`select id, message from outbox where dedupe_key = ${`booking-confirmation:${booking.id}`}`,
        )) as unknown as { rows: Array<{ id: string; message: object }> }
      ).rows;
      expect(queued?.message).toMatchObject({ render: { template: 'booking-confirmation' } });
      const worker = createOutboxWorker({
        outbox,
        mailer,
        renderers: testApp.mailRenderers,
        clock: testApp.clock,
      });
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      // The row keeps the message as it went out.
      const sent = await outbox.findById(queued?.id ?? '');
      expect(sent?.status).toBe('sent');
      expect(sent?.message).toMatchObject({ subject: expect.stringContaining(booking.referenceId) });
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail?.to.map((to) => to.toLowerCase())).toEqual(['maria.perez@example.com']);
      const body = decodeQuotedPrintable(mail?.raw ?? '');
      expect(body).toContain(booking.referenceId);
      expect(body).toContain('Código de reserva');
      expect(body).toContain('María José Pérez Gómez');
      expect(body).toContain('BOG');
      expect(body).toContain('USD');
      expect(body).toContain('text/html');
      expect(body).not.toContain('4111111111111111');
    } finally {
      mailer.close?.();
      await smtp.close();
    }
  });

  it('keeps a mail when the SMTP server is down and delivers it later', async () => {
    const port = await freePort();
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'reservas@viajes.example' });
    const outbox = createOutboxRepository(testApp.database.db);
    const worker = createOutboxWorker({ outbox, mailer, clock: testApp.clock });
    const start = testApp.clock.now();
    try {
      // Flush what earlier tests queued, then queue one mail.
      await outbox.enqueue({
        kind: 'test',
        dedupeKey: 'test:retry-1',
        recipient: 'someone@example.com',
        locale: 'en',
        message: { subject: 'Retry me', text: 'hello', html: '<p>hello</p>' },
        nextAttemptAt: start,
        createdAt: start,
      });
      const failed = await worker.runOnce();
      expect(failed.sent).toBe(0);
      expect(failed.failed).toBeGreaterThanOrEqual(1);
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

      const smtp = await startSmtpServer(port);
      try {
        testApp.clock.set(new Date(start.getTime() + 31_000));
        const retried = await worker.runOnce();
        expect(retried.failed).toBe(0);
        expect(retried.sent).toBeGreaterThanOrEqual(1);
        const mail = smtp.received.find((m) => m.raw.includes('Retry me'));
        expect(mail?.to).toEqual(['someone@example.com']);
      } finally {
        await smtp.close();
      }
    } finally {
      mailer.close?.();
      testApp.clock.set(start);
    }
  });

  it('keeps a mail whose template it cannot render and retries it later, never dropping it', async () => {
    const outbox = createOutboxRepository(testApp.database.db);
    const sent: string[] = [];
    const worker = createOutboxWorker({
      outbox,
      mailer: {
        send: async (message) => {
          sent.push(message.subject);
          return { messageId: 'm-1' };
        },
      },
      renderers: testApp.mailRenderers,
      clock: testApp.clock,
    });
    await testApp.deliverMail();
    const now = testApp.clock.now();
    await outbox.enqueue({
      kind: 'test',
      dedupeKey: 'test:unknown-template',
      recipient: 'someone@example.com',
      locale: 'es',
      message: { render: { template: 'no-such-template', input: {} } },
      nextAttemptAt: now,
      createdAt: now,
    });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(sent).toEqual([]);
    const [row] = (
      (await testApp.database.db.execute(
        sql`select status, attempts, last_error from outbox where dedupe_key = 'test:unknown-template'`,
      )) as unknown as { rows: Array<{ status: string; attempts: number; last_error: string }> }
    ).rows;
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toContain('no-such-template');
  });

  it('writes .eml files when no SMTP server is configured', async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createFileMailer({ directory, from: 'reservas@viajes.example' });
    await mailer.send({ to: 'a@example.com', subject: 'Hola', text: 'texto', html: '<p>texto</p>' });
    const files = await fs.readdir(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await fs.readFile(path.join(directory, files[0] ?? ''), 'utf8');
    expect(eml).toContain('Subject: Hola');
    expect(eml).toContain('To: a@example.com');
    await fs.rm(directory, { recursive: true });
  });
});
