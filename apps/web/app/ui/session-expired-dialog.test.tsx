import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../lib/i18n';
import { SessionExpiredDialog } from './session-expired-dialog';

afterEach(cleanup);

function renderDialog(hasSelectedFlight: boolean) {
  const handlers = { onRefresh: vi.fn(), onBack: vi.fn(), onRefreshSelected: vi.fn() };
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <SessionExpiredDialog
        isOpen
        text="Han pasado 15 minutos."
        canRefreshSelected={hasSelectedFlight}
        {...handlers}
      />
    </I18nextProvider>,
  );
  return handlers;
}

describe('SessionExpiredDialog', () => {
  it('offers the three ways on of spec §2', async () => {
    const handlers = renderDialog(true);
    const dialog = await screen.findByRole('alertdialog', { name: 'Tu sesión expiró' });
    expect(within(dialog).getByText('Han pasado 15 minutos.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Actualizar resultados' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver a los resultados' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Actualizar el vuelo seleccionado' }));
    expect(handlers.onRefresh).toHaveBeenCalledOnce();
    expect(handlers.onBack).toHaveBeenCalledOnce();
    expect(handlers.onRefreshSelected).toHaveBeenCalledOnce();
  });

  it('cannot refresh a selected flight when none was selected', async () => {
    renderDialog(false);
    expect(
      (await screen.findByRole('button', { name: 'Actualizar el vuelo seleccionado' })).hasAttribute(
        'disabled',
      ),
    ).toBe(true);
  });
});
