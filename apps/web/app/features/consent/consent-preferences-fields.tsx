import type { CookieConsent } from '@travel/domain/consent';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './consent.module.css';

type ConsentPreferencesFieldsProps = {
  /** The decision in force, to start from; null before any. */
  consent: CookieConsent | null;
  privacySignal: boolean;
};

/**
 * The three categories as plain checkboxes (the form works without JavaScript): essential shown on
 * and disabled, the optional ones off until chosen, marketing locked off under a privacy signal.
 */
export function ConsentPreferencesFields({ consent, privacySignal }: ConsentPreferencesFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={styles.fields}>
      <legend className="visually-hidden">{t('consent.preferencesTitle')}</legend>
      <div className={styles.category}>
        <input
          id={`${id}-essential`}
          type="checkbox"
          checked
          disabled
          aria-describedby={`${id}-essential-hint`}
        />
        <label htmlFor={`${id}-essential`}>{t('consent.essential')}</label>
        <p id={`${id}-essential-hint`} className={styles.hint}>
          {t('consent.essentialHint')}
        </p>
      </div>
      <div className={styles.category}>
        <input
          id={`${id}-performance`}
          name="performance"
          type="checkbox"
          defaultChecked={consent?.performance ?? false}
          aria-describedby={`${id}-performance-hint`}
        />
        <label htmlFor={`${id}-performance`}>{t('consent.performance')}</label>
        <p id={`${id}-performance-hint`} className={styles.hint}>
          {t('consent.performanceHint')}
        </p>
      </div>
      <div className={styles.category}>
        <input
          id={`${id}-marketing`}
          name="marketing"
          type="checkbox"
          defaultChecked={!privacySignal && (consent?.marketing ?? false)}
          disabled={privacySignal}
          aria-describedby={`${id}-marketing-hint`}
        />
        <label htmlFor={`${id}-marketing`}>{t('consent.marketing')}</label>
        <p id={`${id}-marketing-hint`} className={styles.hint}>
          {t('consent.marketingHint')}
        </p>
      </div>
      {privacySignal ? <p className={styles.signal}>{t('consent.privacySignal')}</p> : null}
    </fieldset>
  );
}
