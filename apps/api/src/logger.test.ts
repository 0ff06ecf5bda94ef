import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { createLoggerOptions, serializeError } from './logger.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { testEngines } from './test/test-database.ts';

const visitor = {
  kind: 'enquiry',
  name: 'Lucía Fernández',
  email: 'lucia.fernandez@example.com',
  phone: '+57 301 234 5678',
  message: 'Quiero cotizar un viaje a Cartagena para 4 personas en enero.',
  locale: 'es',
};

type LogLine = Record<string, unknown> & { level: number; reqId?: string; msg?: string };

describe.each(testEngines())('error logs on %s', (engine) => {
  let testApp: TestApp;
  const written: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    testApp = await buildTestApp({ engine, logger: createLoggerOptions('info', stream) });
  });
  afterAll(async () => testApp.close());

  it('name the code, route, method, status and request of a database failure, and none of its parameters', async () => {
    // Every insert into the outbox now fails; PostgreSQL's error detail quotes the whole row.
    await testApp.database.db.execute(
      sql`alter table outbox add constraint refuse_everything check (false) not valid`,
    );
    written.length = 0;
    const response = await testApp.app.inject({ method: 'POST', url: '/mail/send', payload: visitor });
    expect(response.statusCode).toBe(500);

    const lines = written
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as LogLine);
    const failure = lines.find((line) => line.level >= 50);
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(failure).toMatchObject({
      code: 'INTERNAL_ERROR',
      route: '/mail/send',
      method: 'POST',
      status: 500,
      reqId: completed?.reqId,
      err: { type: 'DrizzleQueryError', stack: expect.stringContaining('    at ') },
    });
    expect(completed?.reqId).toEqual(expect.any(String));

    const log = written.join('');
    for (const personal of ['lucia.fernandez', 'Lucía', 'Fernández', '301 234 5678', 'Cartagena']) {
      expect(log).not.toContain(personal);
    }
    expect(log).not.toMatch(/Failed query|params:|Failing row/);
  });
});

describe('serializeError', () => {
  it('keeps the frames of a stack but not a message that forges frames of its own', () => {
    const error = new Error('params: lucia@example.com\n    at forged (lucia@example.com)');
    const logged = serializeError(error);
    expect(logged).toMatchObject({ type: 'Error', stack: expect.stringMatching(/^at .*logger\.test\.ts/) });
    expect(JSON.stringify(logged)).not.toContain('lucia@example.com');
  });

  it('keeps the message of an AppError, which the API writes itself, and follows its cause', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "lucia"'), { code: '22P02' });
    const logged = serializeError(
      new AppError('SUPPLIER_UNAVAILABLE', { detail: 'offer lookup failed', cause }),
    );
    expect(logged).toMatchObject({
      type: 'AppError',
      message: 'offer lookup failed',
      cause: { type: 'Error', code: '22P02' },
    });
    expect(JSON.stringify(logged)).not.toContain('lucia');
  });
});
