import { describe, expect, it } from 'vitest';
import { formatPaymentDeadline, getPaymentDeadlineTimeZone } from './payment-deadline.ts';

const deadline = new Date('2026-11-22T12:30:00Z');

describe('formatPaymentDeadline', () => {
  it('reads the deadline on the given clock, on the 24-hour clock, and names the zone, in each site language', () => {
    expect(formatPaymentDeadline(deadline, { locale: 'pt', timeZone: 'America/Sao_Paulo' })).toBe(
      '22 de novembro de 2026 às 09:30 BRT',
    );
    expect(formatPaymentDeadline(deadline, { locale: 'es', timeZone: 'America/Mexico_City' })).toMatch(
      /^22 de noviembre de 2026.*06:30.*Ciudad de México$/,
    );
    expect(formatPaymentDeadline(deadline, { locale: 'en', timeZone: 'America/Bogota' })).toMatch(
      /^November 22, 2026.*07:30 .*Colombia/,
    );
  });

  it('moves to the previous day when the zone is still there', () => {
    const lateUtc = new Date('2026-11-23T02:00:00Z');
    expect(formatPaymentDeadline(lateUtc, { locale: 'es', timeZone: 'America/Bogota' })).toMatch(
      /^22 de noviembre de 2026.*21:00/,
    );
    expect(formatPaymentDeadline(lateUtc, { locale: 'es', timeZone: 'UTC' })).toMatch(/^23 de noviembre/);
  });
});

describe('getPaymentDeadlineTimeZone', () => {
  it("reads Pix and boleto on Brasília's clock, OXXO on Mexico City's and PSE on Bogotá's", () => {
    expect(getPaymentDeadlineTimeZone('pix')).toBe('America/Sao_Paulo');
    expect(getPaymentDeadlineTimeZone('boleto')).toBe('America/Sao_Paulo');
    expect(getPaymentDeadlineTimeZone('oxxo')).toBe('America/Mexico_City');
    expect(getPaymentDeadlineTimeZone('pse')).toBe('America/Bogota');
  });
});
