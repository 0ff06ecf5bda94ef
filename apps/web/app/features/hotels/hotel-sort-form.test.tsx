import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { readHotelResultsView } from './hotel-results-view';
import { HotelSortForm } from './hotel-sort-form';

afterEach(cleanup);

const SEARCH = 'city=CTG&in=2027-03-10&out=2027-03-12&rooms=2';

function Location() {
  const location = useLocation();
  return <output aria-label="dirección">{`${location.pathname}${location.search}`}</output>;
}

function renderSort() {
  const Stub = createRoutesStub([
    {
      path: '/hoteles/resultados',
      Component: () => {
        const location = useLocation();
        return (
          <>
            <HotelSortForm
              view={readHotelResultsView(new URLSearchParams(location.search))}
              pathname="/hoteles/resultados"
              searchQuery={SEARCH}
            />
            <Location />
          </>
        );
      },
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={[`/hoteles/resultados?${SEARCH}`]} />
    </I18nextProvider>,
  );
  return {
    select: screen.getByRole('combobox', { name: 'Ordenar por' }) as HTMLSelectElement,
    address: () => screen.getByRole('status', { name: 'dirección' }).textContent ?? '',
  };
}

/** An arrow key on the closed select, as browsers move it: the value changes on the key press. */
function arrowTo(select: HTMLSelectElement, value: string) {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  fireEvent.change(select, { target: { value } });
  fireEvent.keyUp(select, { key: 'ArrowDown' });
}

describe('HotelSortForm', () => {
  it('keeps the page while the arrow keys move through the orders, and applies the one reached on Enter', async () => {
    const { select, address } = renderSort();
    select.focus();
    arrowTo(select, 'price-asc');
    arrowTo(select, 'price-desc');
    expect(select.value).toBe('price-desc');
    expect(address()).not.toContain('sort=');

    fireEvent.keyDown(select, { key: 'Enter' });
    await screen.findByText((text) => text.includes('sort=price-desc'));
    expect(address()).toContain('city=CTG');
  });

  it('applies an order picked with the pointer at once', async () => {
    const { select } = renderSort();
    fireEvent.pointerDown(select);
    fireEvent.change(select, { target: { value: 'price-asc' } });
    await screen.findByText((text) => text.includes('sort=price-asc'));
  });
});
