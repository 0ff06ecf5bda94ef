import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { AirportCombobox } from './airport-combobox';

// One client for every render, as the app's context gives it.
const { get, client } = vi.hoisted(() => {
  const get = vi.fn();
  return { get, client: { get } };
});
vi.mock('../../lib/use-locale', () => ({ useLocale: () => 'es' }));
vi.mock('../../lib/use-api-client', () => ({ useApiClient: () => client }));

beforeEach(() => {
  vi.useFakeTimers();
  get.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function typeAndWait(text: string) {
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <AirportCombobox
        label="Origen"
        value={null}
        fallbackCode={null}
        onChange={() => {}}
        field="origin"
        initialText={text}
      />
    </I18nextProvider>,
  );
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
}

describe('AirportCombobox', () => {
  it('says the airport search failed, not that nothing matches, when it does not answer', async () => {
    get.mockRejectedValue(Object.assign(new Error('Too many requests'), { status: 429 }));
    await typeAndWait('Bogo');
    expect(screen.getByText(/No pudimos buscar aeropuertos en este momento/)).toBeTruthy();
    expect(screen.queryByText(/No encontramos aeropuertos/)).toBeNull();
  });

  it('says nothing matches when the search answers no airport', async () => {
    get.mockResolvedValue({ data: [] });
    await typeAndWait('Xyzw');
    expect(screen.getByText('No encontramos aeropuertos para «Xyzw»')).toBeTruthy();
  });

  it('takes at most 100 characters, as the page reads an airport text sent to it', async () => {
    get.mockResolvedValue({ data: [] });
    await typeAndWait('Bogo');
    expect(screen.getByRole('combobox', { name: 'Origen' })).toHaveProperty('maxLength', 100);
  });
});
