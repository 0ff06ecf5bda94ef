import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolbarSelectForm } from './toolbar-select-form';

afterEach(cleanup);

const OPTIONS = [
  { value: 'best-asc', label: 'Recomendados' },
  { value: 'price-asc', label: 'Precio: más bajo primero' },
  { value: 'price-desc', label: 'Precio: más alto primero' },
];

function renderSort() {
  const onChange = vi.fn();
  const Stub = createRoutesStub([
    {
      path: '/bog-mia/results',
      Component: () => (
        <>
          <ToolbarSelectForm
            id="results-sort"
            name="sort"
            label="Ordenar por"
            value="best-asc"
            options={OPTIONS}
            query={new URLSearchParams('tripType=1&dep=2027-03-10')}
            submitLabel="Ordenar"
            onChange={onChange}
          />
          <button type="button">Después</button>
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={['/bog-mia/results']} />);
  return { onChange, select: screen.getByRole('combobox', { name: 'Ordenar por' }) };
}

/** An arrow key on the closed select, as browsers move it: the value changes on the key press. */
function arrowTo(select: HTMLElement, value: string) {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  fireEvent.change(select, { target: { value } });
  fireEvent.keyUp(select, { key: 'ArrowDown' });
}

describe('ToolbarSelectForm', () => {
  it('lets the arrow keys move through the options and applies the one chosen on Enter', () => {
    const { onChange, select } = renderSort();
    select.focus();
    arrowTo(select, 'price-asc');
    arrowTo(select, 'price-desc');
    expect(onChange).not.toHaveBeenCalled();
    expect((select as HTMLSelectElement).value).toBe('price-desc');

    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('price-desc');
  });

  it('applies the option reached with the arrow keys when focus leaves the select', async () => {
    const user = userEvent.setup();
    const { onChange, select } = renderSort();
    select.focus();
    arrowTo(select, 'price-asc');
    arrowTo(select, 'price-desc');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('price-desc');
  });

  it('applies nothing when the arrow keys come back to the option already applied', async () => {
    const user = userEvent.setup();
    const { onChange, select } = renderSort();
    select.focus();
    arrowTo(select, 'price-asc');
    arrowTo(select, 'best-asc');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies an option picked with the pointer at once', async () => {
    const user = userEvent.setup();
    const { onChange, select } = renderSort();
    await user.selectOptions(select, 'price-desc');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('price-desc');
  });
});
