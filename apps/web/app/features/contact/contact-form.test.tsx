import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useActionData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { UNKNOWN_VISITOR_LOCATION, useVisitorStore } from '../../lib/visitor.store';
import { ContactForm } from './contact-form';
import { type ContactActionData, sendContactMessage } from './contact-message.server';
import { issueFormStartToken } from './form-start-token.server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useVisitorStore.setState({ location: null });
});

function stubApi(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The contact page as the app has it: the form posting to its own action, then the thank-you page. */
function ContactPage() {
  const data = useActionData() as ContactActionData | undefined;
  // Served 20 s ago: the spam guard's minimum time has passed.
  const startedAt = issueFormStartToken(new Date(Date.now() - 20_000));
  return (
    <ContactForm
      startedAt={data?.startedAt ?? startedAt}
      lastResult={data?.lastResult}
      notice={data?.notice}
    />
  );
}

function renderPage() {
  const Stub = createRoutesStub([
    { path: '/contact-us', Component: ContactPage, action: ({ request }) => sendContactMessage(request) },
    { path: '/gracias', Component: () => <h1>Gracias</h1> },
  ]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/contact-us']} />
    </I18nextProvider>,
  );
}

async function fill(fields: { name?: string; email?: string; phone?: string; message?: string }) {
  if (fields.name) await userEvent.type(await screen.findByLabelText('Nombre y apellido'), fields.name);
  if (fields.email) await userEvent.type(screen.getByLabelText('Correo electrónico'), fields.email);
  if (fields.phone) await userEvent.type(screen.getByLabelText('Teléfono'), fields.phone);
  if (fields.message) await userEvent.type(screen.getByLabelText('Mensaje'), fields.message);
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

describe('ContactForm', () => {
  it('shows a wrong e-mail before sending anything, keeping what was typed, with the focus on it', async () => {
    const fetch = stubApi(202, {});
    renderPage();
    await fill({ name: 'Ana Gómez', email: 'ana@', phone: '300 123 4567', message: 'Hola' });
    await send();
    const email = screen.getByLabelText('Correo electrónico');
    expect(await screen.findByText(/^Escribe un correo electrónico válido/)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('contact-email-error');
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText<HTMLInputElement>('Nombre y apellido').value).toBe('Ana Gómez');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names every missing field and the invalid phone at once, with the focus on the first', async () => {
    stubApi(202, {});
    renderPage();
    await fill({ phone: '12' });
    await send();
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(3);
    expect(screen.getByText('Se requiere un número de contacto válido')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nombre y apellido'));
  });

  it('keeps only the characters a phone may hold as they are typed', async () => {
    renderPage();
    await userEvent.type(await screen.findByLabelText('Teléfono'), '+57 (300) abc-123');
    expect(screen.getByLabelText<HTMLInputElement>('Teléfono').value).toBe('+57 (300) -123');
  });

  it('sends a valid form on the server and goes on to the thank-you page', async () => {
    const fetch = stubApi(202, { data: { id: crypto.randomUUID(), status: 'queued' } });
    renderPage();
    await fill({ name: 'Ana Gómez', email: 'ana@example.com', phone: '300 123 4567', message: 'Hola' });
    await send();
    expect(await screen.findByRole('heading', { name: 'Gracias' })).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body))).toMatchObject({
      kind: 'contact',
      phone: '+57 300 1234567',
      bestTimeToReach: 'any',
      locale: 'es',
    });
  });

  it("says the API's refusal in an alert that takes the focus, keeping the form", async () => {
    stubApi(429, {
      status: 429,
      code: 'RATE_LIMITED',
      titles: { es: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.', en: 'Too many' },
    });
    renderPage();
    await fill({ name: 'Ana Gómez', email: 'ana@example.com', phone: '300 123 4567', message: 'Hola' });
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.');
    // Focus moves to the alert in an effect after it renders: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Mensaje').value).toBe('Hola');
  });

  it("starts the phone's country as the visitor's once start-up has located them", async () => {
    renderPage();
    const country = await screen.findByLabelText<HTMLSelectElement>('País del teléfono');
    expect(country.value).toBe('CO');
    useVisitorStore
      .getState()
      .setLocation({ ...UNKNOWN_VISITOR_LOCATION, detected: true, countryCode: 'MX' });
    await vi.waitFor(() => expect(country.value).toBe('MX'));
  });

  it('never overrides a country the visitor chose', async () => {
    renderPage();
    const country = await screen.findByLabelText<HTMLSelectElement>('País del teléfono');
    await userEvent.selectOptions(country, 'PE');
    useVisitorStore
      .getState()
      .setLocation({ ...UNKNOWN_VISITOR_LOCATION, detected: true, countryCode: 'MX' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(country.value).toBe('PE');
  });

  it('hides the honeypot from people: out of the tab order and of the accessibility tree', async () => {
    renderPage();
    await screen.findByLabelText('Nombre y apellido');
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Deja este campo vacío' })).toBeNull();
  });

  it('points the consent line to the privacy policy', async () => {
    renderPage();
    expect((await screen.findByRole('link', { name: 'política de privacidad' })).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });
});
