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
  const { step, max, current } = getSliderScale(bounds, currency, value);
  const [draft, setDraft] = useState<number[]>(current);
  const currentKey = current.join('-');
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL when it changes underneath.
  useEffect(() => setDraft(current), [currentKey]);
  if (bounds.max <= bounds.min) return null;
  return (
    <AriaLocale>
      <Slider
        className={styles.slider}
        minValue={bounds.min}
        maxValue={max}
        step={step}
        value={draft}
        onChange={(next) => setDraft(next as number[])}
        onChangeEnd={(next) => {
          const [low = bounds.min, high = max] = next as number[];
          onChange(low <= bounds.min && high >= max ? null : { min: low, max: high });
        }}
        formatOptions={{ style: 'decimal' }}
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
