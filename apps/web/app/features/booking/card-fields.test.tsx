import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { CardFields } from './card-fields';

afterEach(cleanup);

function renderCard(showAll = false, holderName = 'Ana Perez', locale: 'es' | 'en' | 'pt' = 'es') {
  const onCardChange = vi.fn();
  const path = locale === 'es' ? '/booking/summary' : `/${locale}/booking/summary`;
  const Stub = createRoutesStub([
    {
      path,
      Component: () => <CardFields onCardChange={onCardChange} showAll={showAll} holderName={holderName} />,
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
  return onCardChange;
}

describe('CardFields', () => {
  it('shows the brand and hands over the card only once every field is valid', async () => {
    const onCardChange = renderCard();
    await userEvent.type(await screen.findByLabelText('Número de tarjeta'), '4111111111111111');
    expect(screen.getByLabelText('Número de tarjeta')).toHaveProperty('value', '4111 1111 1111 1111');
    expect(screen.getByText('Tarjeta detectada: Visa')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Vencimiento (MM / AA)'), '1239');
    expect(screen.getByLabelText('Vencimiento (MM / AA)')).toHaveProperty('value', '12 / 39');
    await userEvent.type(screen.getByLabelText('CVC'), '12');
    expect(onCardChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(screen.getByLabelText('CVC'), '3');
    expect(onCardChange).toHaveBeenLastCalledWith({
      cardNumber: '4111111111111111',
      cardExpiry: '12 / 39',
      cardCvv: '123',
      cardName: 'Ana Perez',
    });
  });

  it('gives the §5 Spanish messages, tied to their fields, after leaving them', async () => {
    renderCard();
    const number = await screen.findByLabelText('Número de tarjeta');
    await userEvent.type(number, '4111111111111112');
    await userEvent.tab();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Número de tarjeta de crédito no válido');
    expect(number.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('groups its fields under a name screen readers announce: Datos de la tarjeta', async () => {
    renderCard();
    const group = await screen.findByRole('group', { name: 'Datos de la tarjeta' });
    for (const label of ['Número de tarjeta', 'Vencimiento (MM / AA)', 'CVC']) {
      expect(within(group).getByLabelText(label)).toBeTruthy();
    }
    cleanup();
    renderCard(false, 'Ana Perez', 'en');
    expect(await screen.findByRole('group', { name: 'Card details' })).toBeTruthy();
    cleanup();
    renderCard(false, 'Ana Perez', 'pt');
    expect(await screen.findByRole('group', { name: 'Dados do cartão' })).toBeTruthy();
  });

  it('is not inside a form, so nothing can post the card to our server', async () => {
    renderCard(true);
    expect((await screen.findByLabelText('Número de tarjeta')).closest('form')).toBeNull();
    expect(screen.getByLabelText('Número de tarjeta').getAttribute('autocomplete')).toBe('cc-number');
  });

  it("does not ask the cardholder's name again: the card is in billing's cardholder name", async () => {
    const onCardChange = renderCard(false, '');
    expect(screen.queryByLabelText('Nombre en la tarjeta')).toBeNull();
    await userEvent.type(await screen.findByLabelText('Número de tarjeta'), '4111111111111111');
    await userEvent.type(screen.getByLabelText('Vencimiento (MM / AA)'), '1239');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    // No cardholder typed in billing yet: the card is not complete.
    expect(onCardChange).toHaveBeenLastCalledWith(null);
  });
});
