import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, listFormat, numberFormat } from './intl-formatters';

describe('Intl formatters kept by locale and options', () => {
  it('answers the same formatter for the same locale and options', () => {
    const first = dateTimeFormat('es-CO', { day: 'numeric', month: 'short' });
    expect(dateTimeFormat('es-CO', { day: 'numeric', month: 'short' })).toBe(first);
    expect(first.format(new Date(Date.UTC(2027, 2, 10, 12)))).toBe('10 de mar');
  });

  it('builds another for another locale, options or time zone', () => {
    const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    const bogota = dateTimeFormat('en-GB', { ...options, timeZone: 'America/Bogota' });
    const mexico = dateTimeFormat('en-GB', { ...options, timeZone: 'America/Mexico_City' });
    expect(mexico).not.toBe(bogota);
    const noonUtc = Date.UTC(2027, 0, 10, 12);
    expect(bogota.format(noonUtc)).toBe('07:00');
    expect(mexico.format(noonUtc)).toBe('06:00');
    expect(numberFormat('es-MX', {}).format(2660.1)).toBe('2,660.1');
    expect(numberFormat('es-CO', {}).format(2660.1)).toBe('2.660,1');
    expect(displayNames('es', { type: 'region' }).of('MX')).toBe('México');
    expect(listFormat('es', { type: 'conjunction' }).format(['Lima', 'Quito', 'Cusco'])).toBe(
      'Lima, Quito y Cusco',
    );
  });

  it('writes parts as Intl does', () => {
    const parts = dateTimeFormat('en-US', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).formatToParts(Date.UTC(2027, 0, 10, 9));
    expect(parts).toEqual([{ type: 'hour', value: '09' }]);
  });

  it('refuses options Intl refuses at the first format, and again at the next', () => {
    const mars = dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' });
    expect(() => mars.format(0)).toThrow(RangeError);
    expect(() => mars.format(0)).toThrow(RangeError);
  });
});
