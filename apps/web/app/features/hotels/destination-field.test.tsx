import { act, cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { DestinationField } from './destination-field';

const get = vi.fn(async () => ({
  data: [{ city: { cityCode: 'CTG', name: 'Cartagena', countryCode: 'CO' }, airports: [] }],
}));
vi.mock('../../lib/use-locale', () => ({ useLocale: () => 'es' }));
vi.mock('../../lib/use-api-client', () => ({ useApiClient: () => ({ get }) }));

beforeEach(() => {
  vi.useFakeTimers();
  get.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DestinationField', () => {
  it('asks for suggestions once per pause in typing, not again when they arrive', async () => {
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <DestinationField value="cartag" onChange={() => {}} />
      </I18nextProvider>,
    );
    // Several seconds with the field left alone: one request, whatever the answer changed.
    for (let i = 0; i < 20; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(250);
      });
    }
    expect(get).toHaveBeenCalledTimes(1);
  });
});
