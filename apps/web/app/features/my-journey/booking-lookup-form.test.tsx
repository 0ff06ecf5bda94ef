import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { BookingLookupForm, readReferenceParam } from './booking-lookup-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderForm(entry = '/user/my-journey') {
  const Stub = createRoutesStub([
    { path: '/user/my-journey', Component: BookingLookupForm },
    { path: '/user/my-journey/booking-detail', Component: () => <h1>Detalle</h1> },
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
  it('says the §8 not-found message when the code or e-mail is wrong', async () => {
    answer(404, { code: 'BOOKING_NOT_FOUND', status: 404, titles: { es: 'x', en: 'x' } });
    renderForm();
    await lookUp('k7qx2m', 'ana@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No encontramos tu reserva. Revisa el código de reserva y el correo e inténtalo de nuevo.',
    );
  });

  it('says there were too many attempts on 429', async () => {
    answer(429, { code: 'RATE_LIMITED', status: 429 });
    renderForm();
    await lookUp('K7QX2M', 'ana@example.com');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Demasiados intentos/);
  });

  it('sends the code in capitals and opens the detail with the booking', async () => {
    const fetch = answer(200, { data: { referenceId: 'K7QX2M' } });
    renderForm();
    await lookUp('k7qx2m', 'ana@example.com');
    expect(await screen.findByRole('heading', { name: 'Detalle' })).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ referenceId: 'K7QX2M', email: 'ana@example.com' });
    expect(sessionStorage.getItem('my-journey-booking')).toContain('K7QX2M');
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

  it('asks for both fields before calling the API', async () => {
    const fetch = answer(200, {});
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Buscar reserva' }));
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Código de reserva'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
