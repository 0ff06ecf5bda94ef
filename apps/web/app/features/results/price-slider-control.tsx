import { useEffect, useState } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../lib/format-money';
import { useFormatLocale } from '../../lib/use-format-locale';
import { AriaLocale } from '../../ui/aria-locale';
import { getSliderScale, type PriceSliderProps } from './price-slider';
import styles from './price-slider.module.css';

/**
 * React Aria range slider over the prices of the results; it applies when a thumb is let go.
 * `price-slider.tsx` loads it where the slider is shown (issue 18).
 */
export function PriceSliderControl({ bounds, currency, value, onChange }: PriceSliderProps) {
  const { t } = useTranslation('results');
  const formatLocale = useFormatLocale();
  const { unit, step, max, current } = getSliderScale(bounds, currency, value);
  const [draft, setDraft] = useState<number[]>(current);
  const currentKey = current.join('-');
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL when it changes underneath.
  useEffect(() => setDraft(current), [currentKey]);
  if (bounds.max <= bounds.min) return null;
  // The slider runs in whole currency units so that what a screen reader hears (aria-valuetext, from
  // formatOptions) is the amount shown, not the minor units the prices are kept in.
  const toMinor = (values: number | number[]) => (values as number[]).map((v) => Math.round(v * unit));
  return (
    <AriaLocale>
      <Slider
        className={styles.slider}
        minValue={bounds.min / unit}
        maxValue={max / unit}
        step={step / unit}
        value={draft.map((amount) => amount / unit)}
        onChange={(next) => setDraft(toMinor(next))}
        onChangeEnd={(next) => {
          const [low = bounds.min, high = max] = toMinor(next);
          onChange(low <= bounds.min && high >= max ? null : { min: low, max: high });
        }}
        formatOptions={{ style: 'currency', currency, currencyDisplay: 'code' }}
      >
        <Label className="visually-hidden">{t('filters.priceRange')}</Label>
        <SliderOutput className={styles.output}>
          {() =>
            `${formatMinor(draft[0] ?? bounds.min, currency, formatLocale)} – ${formatMinor(draft[1] ?? max, currency, formatLocale)}`
          }
        </SliderOutput>
        <SliderTrack className={styles.track}>
          {({ state }) => (
            <>
              <div
                className={styles.fill}
                style={{
                  left: `${state.getThumbPercent(0) * 100}%`,
                  width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
                }}
              />
              <SliderThumb index={0} className={styles.thumb} aria-label={t('filters.priceMin')} />
              <SliderThumb index={1} className={styles.thumb} aria-label={t('filters.priceMax')} />
            </>
          )}
        </SliderTrack>
      </Slider>
    </AriaLocale>
  );
}
