import type { NumericRange } from '@travel/domain/offers';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../lib/format-money';
import { useFormatLocale } from '../../lib/use-format-locale';
import { InputField } from '../../ui/form-field';
import styles from './native-price-fields.module.css';
import sliderStyles from './price-slider.module.css';
import { PRICE_FIELD_PARAMS, writePriceFields } from './results-query';

type NativePriceFieldsProps = {
  idPrefix: string;
  /** The prices of the search, in minor units: the span the slider would cover. */
  bounds: { min: number; max: number };
  currency: string;
  /** The price filter in use (minor units, `max` excluded), if any. */
  range: NumericRange | null;
};

/**
 * The price filter without script, where the slider cannot run: "Desde" and "Hasta" in amounts of the
 * display currency, which the results loader turns into the `price` range in minor units
 * (readFiltersFormQuery). It sits in a `<noscript>`, with the style that hides the slider's drawing
 * (a control that would do nothing), so a page with script is unchanged.
 */
export function NativePriceFields({ idPrefix, bounds, currency, range }: NativePriceFieldsProps) {
  const { t } = useTranslation('results');
  const formatLocale = useFormatLocale();
  const { from, to } = writePriceFields(range, currency);
  return (
    <div className={styles.fields}>
      <style>{`.${sliderStyles.slider}{display:none}`}</style>
      <p className={styles.span}>
        {t('filters.priceSpan', {
          min: formatMinor(bounds.min, currency, formatLocale),
          max: formatMinor(bounds.max, currency, formatLocale),
        })}
      </p>
      {(['from', 'to'] as const).map((end) => (
        <InputField
          key={end}
          id={`${idPrefix}-price-${end}`}
          type="number"
          name={PRICE_FIELD_PARAMS[end]}
          label={t(end === 'from' ? 'filters.priceFrom' : 'filters.priceTo', { currency })}
          inputMode="numeric"
          min={0}
          step={1}
          autoComplete="off"
          defaultValue={end === 'from' ? from : to}
        />
      ))}
    </div>
  );
}
