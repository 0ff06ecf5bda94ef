import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PassengerCounts } from '@travel/domain/passengers';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { PassengersPicker } from './passengers-picker';

afterEach(cleanup);

function Harness({ initial }: { initial: PassengerCounts }) {
  const [value, setValue] = useState(initial);
  return <PassengersPicker value={value} onChange={setValue} />;
}

function renderPicker(initial: PassengerCounts = { adult: 1, child: 0, infant: 0 }) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <Harness initial={initial} /> }]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
}

describe('PassengersPicker', () => {
  it('shows the total on its labelled button and the three counters in Spanish', async () => {
    renderPicker();
    const trigger = screen.getByRole('button', { name: /Pasajeros\s+1 pasajero/ });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Pasajeros' });
    expect(within(dialog).getByText('Más de 11 años')).toBeTruthy();
    expect(within(dialog).getByText('2 - 11')).toBeTruthy();
    expect(within(dialog).getByText('menos de 2')).toBeTruthy();
  });

  it('adds and removes travellers within the domain bounds', async () => {
    renderPicker();
    await userEvent.click(screen.getByRole('button', { name: /Pasajeros/ }));
    const removeAdult = screen.getByRole('button', { name: 'Quitar: Adultos' });
    expect(removeAdult.hasAttribute('disabled')).toBe(true);
    // One lap infant per adult: a second infant is refused until there is a second adult.
    await userEvent.click(screen.getByRole('button', { name: 'Añadir: Bebés' }));
    expect(screen.getByRole('button', { name: 'Añadir: Bebés' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir: Adultos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Añadir: Niños' }));
    expect(screen.getByRole('button', { name: /Pasajeros\s+4 pasajeros/, hidden: true })).toBeTruthy();
  });

  it('stops at nine travellers in all', async () => {
    renderPicker({ adult: 5, child: 4, infant: 0 });
    await userEvent.click(screen.getByRole('button', { name: /Pasajeros/ }));
    expect(screen.getByRole('button', { name: 'Añadir: Adultos' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Añadir: Niños' }).hasAttribute('disabled')).toBe(true);
  });
});
