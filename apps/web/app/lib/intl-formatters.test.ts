import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from './intl-formatters';

describe('Intl formatters kept by locale and options', () => {
  it('answers the same formatter for the same locale and options', () => {
    const first = dateTimeFormat('es-CO', { day: 'numeric', month: 'short' });
    expect(dateTimeFormat('es-CO', { day: 'numeric', month: 'short' })).toBe(first);
    expect(first.format(new Date(Date.UTC(2027, 2, 10, 12)))).toBe('10 de mar');
  });

  it('builds another for another locale, options or time zone', () => {
    const bogota = dateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/Bogota',
    });
    const mexico = dateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/Mexico_City',
    });
    expect(mexico).not.toBe(bogota);
    expect(numberFormat('es-MX', {}).format(2660.1)).toBe('2,660.1');
    expect(numberFormat('es-CO', {}).format(2660.1)).toBe('2.660,1');
    expect(displayNames('es', { type: 'region' }).of('MX')).toBe('México');
  });

  it('keeps nothing when the options are refused, and refuses them again', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
