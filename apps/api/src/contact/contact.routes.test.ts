import { ContactAcceptedSchema } from '@travel/contract/contact';
import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

const form = {
  kind: 'enquiry',
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  phone: '+57 301 234 5678',
  bestTimeToReach: 'morning',
  message: 'Quiero cotizar un viaje a Cartagena para 4 personas en enero.',
  locale: 'es',
};

describe.each(testEngines())('POST /mail/send on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine });
  });
  afterAll(async () => testApp.close());

  const send = (payload: object, ip = '203.0.113.7') =>
    testApp.app.inject({ method: 'POST', url: '/mail/send', payload, headers: { 'x-forwarded-for': ip } });

  it('queues the message for the company inbox, replying to the visitor, and answers 202', async () => {
    const response = await send(form);
    expect(response.statusCode).toBe(202);
    const { data } = ContactAcceptedSchema.parse(response.json());
    const { rows } = (await testApp.database.db.execute(
      `select recipient, kind, status, message from outbox where dedupe_key = 'contact:${data.id}'` as never,
    )) as unknown as {
      rows: { recipient: string; kind: string; status: string; message: Record<string, string> }[];
    };
    expect(rows[0]).toMatchObject({
      recipient: 'contacto@andariego.example',
      kind: 'contact-enquiry',
      status: 'pending',
    });
    expect(rows[0]?.message.replyTo).toBe('lucia@example.com');
    expect(rows[0]?.message.text).toContain('Cartagena');
  });

  it('takes a message from a Portuguese page, naming its language for the team', async () => {
    const response = await send(
      { ...form, name: 'João Silva', message: 'Quero uma cotação para Cartagena em janeiro.', locale: 'pt' },
      '203.0.113.9',
    );
    expect(response.statusCode).toBe(202);
    const { data } = ContactAcceptedSchema.parse(response.json());
    const { rows } = (await testApp.database.db.execute(
      `select locale, message from outbox where dedupe_key = 'contact:${data.id}'` as never,
    )) as unknown as { rows: { locale: string; message: Record<string, string> }[] };
    expect(rows[0]?.locale).toBe('pt');
    expect(rows[0]?.message.text).toMatch(/: pt\n/);
    expect(rows[0]?.message.text).toContain('Quero uma cotação');
  });

  it('escapes markup in the HTML copy', async () => {
    const response = await send(
      { ...form, name: '<b>x</b>', message: '<script>alert(1)</script>' },
      '203.0.113.8',
    );
    const { data } = ContactAcceptedSchema.parse(response.json());
    const { rows } = (await testApp.database.db.execute(
      `select message from outbox where dedupe_key = 'contact:${data.id}'` as never,
    )) as unknown as { rows: { message: Record<string, string> }[] };
    expect(rows[0]?.message.html).not.toContain('<script>');
    expect(rows[0]?.message.html).toContain('&lt;script&gt;');
  });

  let refused = 0;
  it.each([
    ['a missing name', { name: '' }, 'name'],
    ['a name of two lines (a forged "Correo:" line in the mail)', { name: 'Eve\r\nCorreo: x@y.co' }, 'name'],
    ['a bad e-mail', { email: 'lucia@' }, 'email'],
    ['letters in the phone', { phone: 'call me' }, 'phone'],
    ['an empty message', { message: '   ' }, 'message'],
    [
      'an enquiry about a page outside the site',
      { about: { type: 'tour', title: 'Cusco', path: 'https://evil.example' } },
      'about.path',
    ],
    [
      'an enquiry with a departure that is not a date',
      { about: { type: 'cruise', title: 'Caribe', path: '/cruceros/caribe', departureDate: 'pronto' } },
      'about.departureDate',
    ],
  ])('refuses %s with a 400 naming the field', async (_, change, path) => {
    // One address per case: the route allows five messages a minute from each.
    refused += 1;
    const response = await send({ ...form, ...change }, `203.0.113.${100 + refused}`);
    expect(response.statusCode).toBe(400);
    expect(ProblemSchema.parse(response.json()).errors?.[0]?.path).toBe(path);
  });

  it('names the tour and the departure an enquiry is about in the mail', async () => {
    const about = {
      type: 'tour',
      title: 'Cusco y Machu Picchu',
      path: '/turs/peru/cusco',
      departureDate: '2027-03-20',
    };
    const response = await send({ ...form, about }, '203.0.113.10');
    expect(response.statusCode).toBe(202);
    const { data } = ContactAcceptedSchema.parse(response.json());
    const { rows } = (await testApp.database.db.execute(
      `select message from outbox where dedupe_key = 'contact:${data.id}'` as never,
    )) as unknown as { rows: { message: Record<string, string> }[] };
    expect(rows[0]?.message.subject).toBe('Consulta de Lucía Fernández sobre Cusco y Machu Picchu');
    expect(rows[0]?.message.text).toContain('Tour: Cusco y Machu Picchu (/turs/peru/cusco)');
    expect(rows[0]?.message.text).toContain('Fecha de salida: 2027-03-20');
  });

  it('answers 429 after five messages a minute from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await send(form, '198.51.100.1')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
