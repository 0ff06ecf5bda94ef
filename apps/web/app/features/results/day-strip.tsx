import { parseIsoDate } from '@travel/domain/search';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../lib/format-money';
import { dateTimeFormat } from '../../lib/intl-formatters';
import { localizePath } from '../../lib/locale';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import styles from './day-strip.module.css';
import type { DayStripDay } from './results-page.server';

/**
 * ±3 days around the searched departure with the cheapest price of each: the searched day marked
 * (aria-current), days that cannot be searched (past, after the return) shown but not links.
 */
export function DayStrip({ days }: { days: DayStripDay[] }) {
  const { t } = useTranslation('results');
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const strip = useRef<HTMLElement>(null);
  const searched = days.find((day) => day.current)?.date;
  // On a phone the strip scrolls sideways: bring the searched day to its middle (the page does not move).
  useEffect(() => {
    const element = strip.current;
    const current = element?.querySelector<HTMLElement>('[aria-current]');
    if (!element || !current || searched === undefined) return;
    element.scrollLeft =
      current.offsetLeft - element.offsetLeft - (element.clientWidth - current.offsetWidth) / 2;
  }, [searched]);
  const weekday = dateTimeFormat(formatLocale, { weekday: 'short' });
  const dayMonth = dateTimeFormat(formatLocale, { day: 'numeric', month: 'short' });
  const full = dateTimeFormat(formatLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return (
    <nav ref={strip} className={styles.strip} aria-label={t('days.label')}>
      <ol className={styles.days}>
        {days.map((day) => {
          const date = parseIsoDate(day.date);
          const price = day.price ? formatAmount(day.price, formatLocale) : null;
          const label = price
            ? t('days.dayWithPrice', { date: full.format(date), price })
            : t('days.dayWithoutPrice', { date: full.format(date) });
          const content = (
            <>
              <span className={styles.weekday}>{weekday.format(date)}</span>
              <span className={styles.date}>{dayMonth.format(date)}</span>
              <span className={styles.price}>{price ?? '—'}</span>
            </>
          );
          return (
            <li key={day.date}>
              {day.href && !day.current ? (
                <Link className={styles.day} to={localizePath(day.href, locale)} aria-label={label}>
                  {content}
                </Link>
              ) : (
                <span
                  className={styles.day}
                  aria-label={label}
                  aria-current={day.current ? 'date' : undefined}
                  data-unavailable={day.current ? undefined : ''}
                  role="img"
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
