import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

const LIMITS = { headers: 400, request: 800, connection: 2_000, keepAlive: 300, checkInterval: 50 };
/** Scheduling slack on a shared machine. */
const MARGIN = 1_500;
/** Node keeps a keep-alive socket 1 s longer than it announces, against races with the client. */
const NODE_KEEP_ALIVE_BUFFER = 1_000;

interface Outcome {
  elapsed: number;
  answer: string;
}

describe('slow clients', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await buildTestApp({ timeouts: LIMITS });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => testApp.close());

  /** Opens a raw socket, writes `chunks` one every 100 ms, and reports when the server closed it. */
  function openSlowClient(chunks: string[]): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let next = 0;
      const writer = setInterval(() => {
        if (next < chunks.length && !socket.destroyed) socket.write(chunks[next++] as string);
      }, 100);
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after 10 s: ${JSON.stringify(chunks[0]?.slice(0, 30))}`));
      }, 10_000);
      socket.on('data', (data) => {
        answer += String(data);
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(writer);
        clearTimeout(giveUp);
        resolve({ elapsed: Date.now() - started, answer });
      });
    });
  }

  const head = (length: number) =>
    `POST /mail/send HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('closes, or answers 408 to, each stalled or trickling connection within its limit while others are served', async () => {
    const clients = {
      silent: openSlowClient([]),
      halfHeaders: openSlowClient(['GET /health HTTP/1.1\r\nHost: localhost\r\n']),
      tricklingHeaders: openSlowClient(['GET /health HTTP/1.1\r\nX-Slow: ', ...Array(100).fill('a')]),
      partialBody: openSlowClient([`${head(100)}{"name":`]),
      tricklingBody: openSlowClient([head(100), ...Array(99).fill(' ')]),
    };

    const healthy = await fetch(`http://127.0.0.1:${port}/health`);
    expect(healthy.status).toBe(200);

    const outcomes = Object.fromEntries(
      await Promise.all(
        Object.entries(clients).map(async ([name, outcome]) => [name, await outcome] as const),
      ),
    );
    for (const name of ['silent', 'halfHeaders', 'tricklingHeaders'] as const) {
      expect(outcomes[name]?.elapsed, name).toBeLessThan(LIMITS.headers + MARGIN);
    }
    for (const name of ['partialBody', 'tricklingBody'] as const) {
      expect(outcomes[name]?.elapsed, name).toBeLessThan(LIMITS.request + MARGIN);
    }
    for (const outcome of Object.values(outcomes)) {
      expect(outcome?.answer).toMatch(/^(HTTP\/1\.1 408 |$)/);
    }
  });

  it('answers a request whose body stalls with a 408 problem+json, then closes', async () => {
    const outcome = await openSlowClient([`${head(100)}{"name":`]);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.answer).toContain('Content-Type: application/problem+json; charset=utf-8');
    const problem = JSON.parse(outcome.answer.slice(outcome.answer.indexOf('\r\n\r\n') + 4));
    expect(problem).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
    expect(problem.titles.es).toMatch(/tardó demasiado/);
  });

  it('answers what HTTP cannot parse with problem+json: 400 for a broken request line, 431 for huge headers', async () => {
    const broken = await openSlowClient(['NOT HTTP AT ALL\r\n\r\n']);
    expect(broken.answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(broken.answer).toContain('"code":"MALFORMED_REQUEST"');

    const huge = await openSlowClient([
      `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    expect(huge.answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge.answer).toContain('"code":"HEADERS_TOO_LARGE"');
  });

  it('closes an idle keep-alive connection after its limit', async () => {
    const outcome = await openSlowClient(['GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n']);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.elapsed).toBeLessThan(LIMITS.keepAlive + NODE_KEEP_ALIVE_BUFFER + MARGIN);
  });
});
