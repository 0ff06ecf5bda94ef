import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { buildPixBrCode, SANDBOX_PIX } from './sandbox-local-payments.ts';

/** CRC16-CCITT (poly 0x1021, init 0xFFFF) as the BR Code manual defines it, to check the library's. */
function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('buildPixBrCode', () => {
  it("agrees with the Banco Central's published BR Code example on the CRC", () => {
    // Manual de Padrões para Iniciação do Pix, static QR example (CRC 1D3D).
    const example =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(crc16(example.slice(0, -4))).toBe('1D3D');
    expect(hasError(parsePix(example))).toBe(false);
  });

  it('builds a static Pix for the amount in reais, with our key, the txid and a valid CRC', () => {
    const code = buildPixBrCode(123_45, 'AND0123456789ABCDEF012345');
    expect(code.startsWith('000201')).toBe(true);
    expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
    const parsed = parsePix(code);
    if (hasError(parsed)) throw new Error(parsed.message);
    expect(parsed).toMatchObject({
      pixKey: SANDBOX_PIX.key,
      transactionAmount: 123.45,
      transactionCurrency: '986',
      txid: 'AND0123456789ABCDEF012345',
    });
  });
});
