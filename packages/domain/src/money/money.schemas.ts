// Apart from money.ts so that formatting prices does not bring zod into a page's bundle.
import { z } from 'zod';
import { CurrencyCodeSchema } from './currency.schemas.ts';

export const MoneyAmountSchema = z.object({
  amount: z.number({ error: 'amount must be a number' }).int({ error: 'amount must be integer minor units' }),
  currency: CurrencyCodeSchema,
});
/** The wire shape of money: integer minor units plus the currency code. */
export type MoneyAmount = z.infer<typeof MoneyAmountSchema>;
