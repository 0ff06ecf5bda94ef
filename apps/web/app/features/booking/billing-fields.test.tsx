import { cleanup, render } from '@testing-library/react';
import { BILLING_MAX_LENGTHS } from '@travel/domain/booking';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { BillingFields } from './billing-fields';

afterEach(cleanup);

describe('BillingFields', () => {
  it('stops each field at what the API takes, so a long address is never refused after typing it', () => {
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <MemoryRouter>
          <BillingFields field={(name) => ({ name, defaultValue: '', error: null, autoFocus: false })} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const max = (id: string) => (document.getElementById(`billing-${id}`) as HTMLInputElement).maxLength;
    expect(max('cardHolderName')).toBe(BILLING_MAX_LENGTHS.cardHolderName);
    expect(max('city')).toBe(BILLING_MAX_LENGTHS.city);
    expect(max('postCode')).toBe(BILLING_MAX_LENGTHS.postCode);
  });
});
