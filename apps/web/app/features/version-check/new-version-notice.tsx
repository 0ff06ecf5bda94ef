import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../ui/button.module.css';
import styles from './new-version-notice.module.css';
import { reloadForNewVersion, useNewVersion } from './use-new-version';

/**
 * A polite notice that a new version of the site is out: the visitor reloads when it suits them (what
 * they are typing is never thrown away by a reload they did not ask for), or closes it.
 */
export function NewVersionNotice() {
  const { t } = useTranslation();
  const available = useNewVersion();
  const [dismissed, setDismissed] = useState(false);
  return (
    <div role="status" className={styles.region}>
      {available && !dismissed ? (
        <div className={styles.notice}>
          <p>{t('newVersion.text')}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              onClick={reloadForNewVersion}
            >
              {t('newVersion.reload')}
            </button>
            <button type="button" className={buttonStyles.button} onClick={() => setDismissed(true)}>
              {t('newVersion.later')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
