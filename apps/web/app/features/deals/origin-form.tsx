import { DEAL_DESTINATIONS, MAIN_DEAL_ORIGINS } from '@travel/domain/deals';
import { Form } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import buttonStyles from '../../ui/button.module.css';
import fieldStyles from '../../ui/field.module.css';
import styles from './deals.module.css';
import type { DealsVisitor } from './deals-visitor.server';
import { useDealsTranslation } from './use-deals-translation';

/** Every origin the form offers: the region's main origins and the deals' destinations. */
const ORIGIN_CODES = [
  ...new Set<string>([...MAIN_DEAL_ORIGINS, ...DEAL_DESTINATIONS.map((d) => d.iataCode)]),
];

type OriginFormProps = {
  visitor: DealsVisitor;
  /** The origin shown, with its name (it may be an airport outside the list, e.g. from the URL). */
  origin: { iataCode: string; cityName: string };
  /** The destination of a destination's page: no departure city there (unless it is the one asked). */
  destinationCode?: string;
};

/** Changes the deals' departure city: a plain GET form, so it works before and without JavaScript. */
export function OriginForm({ visitor, origin, destinationCode }: OriginFormProps) {
  const { t } = useDealsTranslation();
  const cities = t('cities', { returnObjects: true }) as Record<string, string>;
  const options = ORIGIN_CODES.filter((code) => code !== destinationCode || code === origin.iataCode).map(
    (code) => ({ code, name: cities[code] ?? code }),
  );
  if (!ORIGIN_CODES.includes(origin.iataCode)) options.push({ code: origin.iataCode, name: origin.cityName });
  options.sort((a, b) => a.name.localeCompare(b.name));
  const problem =
    visitor.originProblem === 'unknown'
      ? t('origin.unknown', { code: visitor.typedOrigin ?? '' })
      : visitor.originProblem === 'invalid'
        ? t('origin.invalid')
        : null;
  return (
    <Form method="get" className={styles.originForm} aria-label={t('origin.legend')}>
      <div className={styles.originField}>
        <label htmlFor="deals-origin" className={fieldStyles.label}>
          {t('origin.label')}
        </label>
        <select
          id="deals-origin"
          name="origin"
          defaultValue={origin.iataCode}
          className={fieldStyles.control}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'deals-origin-problem' : undefined}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {`${option.name} (${option.code})`}
            </option>
          ))}
        </select>
        {problem && (
          <p id="deals-origin-problem" className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </div>
      <input type="hidden" name="currency" value={visitor.currency} />
      <button type="submit" className={joinClassNames(buttonStyles.button, buttonStyles.primary)}>
        {t('origin.submit')}
      </button>
    </Form>
  );
}
