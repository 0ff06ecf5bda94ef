import { getCurrencyPrecision } from '@travel/domain/money';
import { lazy, Suspense } from 'react';
import { formatMinor } from '../../lib/format-money';
import { useFormatLocale } from '../../lib/use-format-locale';
import styles from './price-slider.module.css';

export type PriceSliderProps = {
  bounds: { min: number; max: number };
  currency: string;
  /** Selected range in minor units; null for the whole span. */
  value: { min: number; max: number } | null;
  onChange: (range: { min: number; max: number } | null) => void;
};

/**
 * The slider's scale: a step of about 1% of the span on whole currency units, the top of the span
 * rounded up to a step, and the thumbs' values for `value` (the whole span when null).
 */
export function getSliderScale(
  bounds: PriceSliderProps['bounds'],
  currency: string,
  value: PriceSliderProps['value'],
): { unit: number; step: number; max: number; current: [number, number] } {
  const unit = 10 ** getCurrencyPrecision(currency);
  const step = Math.max(unit, Math.round((bounds.max - bounds.min) / 100 / unit) * unit);
  const max = bounds.min + Math.ceil((bounds.max - bounds.min) / step) * step;
  // A range from a link may lie partly or wholly outside today's prices: the thumbs stay on the track,
  // in order (a range above every price read "800 – 794").
  const low = Math.min(Math.max(value?.min ?? bounds.min, bounds.min), max);
  const high = Math.min(Math.max(value?.max ?? max, low), max);
  return { unit, step, max, current: [low, high] };
}

const PriceSliderControl = lazy(() =>
  import('./price-slider-control').then((module) => ({ default: module.PriceSliderControl })),
);

/**
 * The range as the slider draws it, while its code loads: the same figures, track and thumbs in the
 * same place, so nothing moves when the slider takes over.
 */
function PriceSliderPreview({ bounds, currency, value }: PriceSliderProps) {
  const formatLocale = useFormatLocale();
  const { max, current } = getSliderScale(bounds, currency, value);
  const percent = (amount: number) => ((amount - bounds.min) / (max - bounds.min)) * 100;
  const [low, high] = current;
  return (
    <div className={styles.slider}>
      <output className={styles.output}>
        {`${formatMinor(low, currency, formatLocale)} – ${formatMinor(high, currency, formatLocale)}`}
      </output>
      <div className={styles.track} aria-hidden="true">
        <div
          className={styles.fill}
          style={{ left: `${percent(low)}%`, width: `${percent(high) - percent(low)}%` }}
        />
        {[low, high].map((amount, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the two thumbs, in order
            key={index}
            className={styles.thumb}
            style={{ position: 'absolute', left: `${percent(amount)}%`, transform: 'translate(-50%, -50%)' }}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * The price filter's range slider (React Aria). Its code (~12 KB with React Aria's slider) loads where
 * a slider is shown, not with every results page: on phones the filters wait in a drawer (issue 18).
 */
export function PriceSlider(props: PriceSliderProps) {
  if (props.bounds.max <= props.bounds.min) return null;
  return (
    <Suspense fallback={<PriceSliderPreview {...props} />}>
      <PriceSliderControl {...props} />
    </Suspense>
  );
}
