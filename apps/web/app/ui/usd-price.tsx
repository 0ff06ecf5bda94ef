import { convertMoney, moneyFromDecimal } from '@travel/domain/money';
import { getDefaultCurrency } from '../lib/currency-options';
import { formatMoneyIn } from '../lib/format-money';
import { useExchangeRates } from '../lib/use-exchange-rates';
import { useFormatLocale } from '../lib/use-format-locale';
import { useLocale } from '../lib/use-locale';
import { useVisitorLocation } from '../lib/use-visitor-location';

/**
 * A whole-dollar content price (a tour's, a cruise's) in the visitor's currency once start-up knows it
 * and the rates have loaded, with the dollar amount beside it; in dollars until then, and without
 * script. Indicative: the adviser confirms the final price.
 */
export function UsdPrice({ usd }: { usd: number }) {
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const location = useVisitorLocation();
  const currency = location ? getDefaultCurrency(locale, location) : 'USD';
  const table = useExchangeRates(currency !== 'USD');
  const dollars = moneyFromDecimal(String(usd), 'USD');
  const dollarsText = formatMoneyIn(dollars, formatLocale);
  if (currency === 'USD' || !table || table.rates[currency] === undefined) return <>{dollarsText}</>;
  return (
    <>
      {formatMoneyIn(convertMoney(dollars, currency, table), formatLocale)} <small>({dollarsText})</small>
    </>
  );
}
