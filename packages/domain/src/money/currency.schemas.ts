// Schemas live apart from the currency table: pages that only format prices import the table without
// pulling zod into their bundle (a bundler includes a module whole).
import { z } from 'zod';
import { ALLOWED_CURRENCY_CODES } from './currency-table.ts';

export const CurrencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: 'currency must be a three-letter ISO 4217 code' });
export type CurrencyCode = z.infer<typeof CurrencyCodeSchema>;

export const AllowedCurrencyCodeSchema = z.enum(ALLOWED_CURRENCY_CODES, {
  error: `currencyCode must be one of ${ALLOWED_CURRENCY_CODES.join(', ')}`,
});

export const CurrencyListEntrySchema = z.object({
  name: z.string(),
  code: AllowedCurrencyCodeSchema,
  countryCode: z.string().length(2),
  symbol: z.string(),
  country: z.string(),
  flag: z.string(),
});
export type CurrencyListEntry = z.infer<typeof CurrencyListEntrySchema>;
