import { describe, expect, it } from 'vitest';
import { getCurrencyOptions } from './currency-options';

describe('getCurrencyOptions', () => {
  it('lists the 17 allowed currencies with flags', () => {
    const options = getCurrencyOptions('es');
    expect(options).toHaveLength(17);
    expect(options.find((o) => o.code === 'CLP')).toEqual({ code: 'CLP', flag: '🇨🇱', name: 'Peso chileno' });
  });

  it('names them in English under /en', () => {
    expect(getCurrencyOptions('en').find((o) => o.code === 'COP')?.name).toBe('Colombian Peso');
  });
});
