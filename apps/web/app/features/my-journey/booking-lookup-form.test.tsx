import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useActionData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { type BookingLookupActionData, lookUpBooking } from './booking-lookup.server';
import { BookingLookupForm, readReferenceParam } from './booking-lookup-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The detail route as the app has it: the lookup's action, the booking or the form again. */
function Detail() {
  const data = useActionData() as BookingLookupActionData | undefined;
  if (data && 'booking' in data) return <h1>Detalle {data.booking.referenceId}</h1>;
  return <BookingLookupForm lastResult={data?.lastResult} lookupError={data?.lookupError} />;
}

function renderForm(entry = '/user/my-journey') {
  const Stub = createRoutesStub([
    { path: '/user/my-journey', Component: () => <BookingLookupForm /> },
    {
      path: '/user/my-journey/booking-detail',
      Component: Detail,
      action: ({ request }) => lookUpBooking(request),
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={[entry]} />
    </I18nextProvider>,
  );
}

async function lookUp(reference: string, email: string) {
  await userEvent.type(await screen.findByLabelText('Código de reserva'), reference);
  await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Buscar reserva' }));
}

describe('BookingLookupForm', () => {
  it('says the §8 not-found message when the code or e-mail is wrong, keeping what was typed', async () => {
    answer(404, { code: 'BOOKING_NOT_FOUND', status: 404, titles: { es: 'x', en: 'x' } });
    renderForm();
    await lookUp('k7qx2m', 'ana@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'No encontramos tu reserva. Revisa el código de reserva y el correo e inténtalo de nuevo.',
    );
    // Focus moves to the alert in an effect after it renders: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('ana@example.com');
  });

  it('says there were too many attempts on 429', async () => {
    answer(429, { code: 'RATE_LIMITED', status: 429 });
    renderForm();
    await lookUp('K7QX2M', 'ana@example.com');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Demasiados intentos/);
  });

  it('looks the booking up on the server with the code in capitals and shows it', async () => {
    const fetch = answer(200, { data: { referenceId: 'K7QX2M' } });
    renderForm();
    await lookUp('k7qx2m', 'ana@example.com');
    expect(await screen.findByRole('heading', { name: 'Detalle K7QX2M' })).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toMatch(/\/user\/booking\/lookup$/);
    expect(JSON.parse(String(init?.body))).toEqual({ referenceId: 'K7QX2M', email: 'ana@example.com' });
  });

  it('fills in the code from the confirmation e-mail link', async () => {
    answer(200, {});
    renderForm('/user/my-journey?reference=k7qx2m');
    expect((await screen.findByLabelText<HTMLInputElement>('Código de reserva')).value).toBe('K7QX2M');
    expect(screen.getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('');
  });

  it('ignores a reference parameter that is not a booking code', () => {
    expect(readReferenceParam(new URLSearchParams('reference=<script>'))).toBe('');
    expect(readReferenceParam(new URLSearchParams(`reference=${'A'.repeat(21)}`))).toBe('');
    expect(readReferenceParam(new URLSearchParams(''))).toBe('');
  });

  it('asks for both fields before calling the API, with the focus on the first', async () => {
    const fetch = answer(200, {});
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Buscar reserva' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Código de reserva'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a malformed e-mail before calling the API, keeping what was typed', async () => {
    const fetch = answer(200, {});
    renderForm();
    await lookUp('K7QX2M', 'nope');
    expect(
      await screen.findByText('Escribe un correo electrónico válido, por ejemplo ana@ejemplo.com'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('nope');
    expect(screen.getByLabelText<HTMLInputElement>('Código de reserva').value).toBe('K7QX2M');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a too-long code and a malformed e-mail on the server too, each in its own words, as typed', async () => {
    const fetch = answer(404, { code: 'BOOKING_NOT_FOUND', status: 404 });
    const reference = 'K7QX2M'.repeat(5);
    const body = new URLSearchParams({ referenceId: reference, email: 'nope' });
    const response = await lookUpBooking(
      new Request('http://site.test/user/my-journey/booking-detail', { method: 'POST', body }),
    );
    const data = (response as unknown as { data: BookingLookupActionData }).data;
    expect(fetch).not.toHaveBeenCalled();
    expect(data).toMatchObject({
      lastResult: { error: { referenceId: ['referenceTooLong'], email: ['invalidEmail'] } },
    });
    expect(data).not.toHaveProperty('lookupError');

    // The page without script shows that answer: both messages, the fields as they were typed.
    const lastResult = 'lastResult' in data ? data.lastResult : undefined;
    const Stub = createRoutesStub([
      {
        path: '/user/my-journey/booking-detail',
        Component: () => <BookingLookupForm lastResult={lastResult} />,
      },
    ]);
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <Stub initialEntries={['/user/my-journey/booking-detail']} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('El código de reserva tiene como máximo 20 caracteres')).toBeTruthy();
    expect(
      screen.getByText('Escribe un correo electrónico válido, por ejemplo ana@ejemplo.com'),
    ).toBeTruthy();
    expect(screen.queryByText('Este campo es obligatorio')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Código de reserva').value).toBe(reference);
    expect(screen.getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('nope');
  });

  it('refuses an empty lookup on the server too (a page without script), naming the fields', async () => {
    const fetch = answer(200, {});
    const body = new URLSearchParams({ referenceId: ' ', email: '' });
    const response = await lookUpBooking(
      new Request('http://site.test/user/my-journey/booking-detail', { method: 'POST', body }),
    );
    const data = (response as unknown as { data: BookingLookupActionData }).data;
    expect(data).toMatchObject({
      lastResult: { status: 'error', error: { referenceId: ['required'], email: ['required'] } },
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
