import { describe, expect, it } from 'vitest';
import { getCurrencyOptions, getDefaultCurrency, getLocaleCurrency } from './currency-options';

describe('getCurrencyOptions', () => {
  it('lists the 17 allowed currencies with flags', () => {
    const options = getCurrencyOptions('es');
    expect(options).toHaveLength(17);
    expect(options.find((o) => o.code === 'CLP')).toEqual({ code: 'CLP', flag: '🇨🇱', name: 'Peso chileno' });
  });

  it('names them in English under /en', () => {
    expect(getCurrencyOptions('en').find((o) => o.code === 'COP')?.name).toBe('Colombian Peso');
  });

  it('names them in Brazilian Portuguese under /pt', () => {
    expect(getCurrencyOptions('pt').find((o) => o.code === 'BRL')?.name).toBe('Real brasileiro');
  });
});

describe('getDefaultCurrency', () => {
  it('starts the Portuguese site in reais, whatever the visitor’s country', () => {
    expect(getDefaultCurrency('pt', null)).toBe('BRL');
    expect(getDefaultCurrency('pt', { currencyCode: 'MXN' })).toBe('BRL');
  });

  it('follows the visitor’s country in Spanish and English, dollars until it is known', () => {
    expect(getDefaultCurrency('es', { currencyCode: 'COP' })).toBe('COP');
    expect(getDefaultCurrency('en', { currencyCode: 'CLP' })).toBe('CLP');
    expect(getDefaultCurrency('es', null)).toBe('USD');
  });
});

describe('getLocaleCurrency', () => {
  it('gives a currency to Portuguese only', () => {
    expect(getLocaleCurrency('pt')).toBe('BRL');
    expect(getLocaleCurrency('es')).toBeNull();
    expect(getLocaleCurrency('en')).toBeNull();
  });
});
