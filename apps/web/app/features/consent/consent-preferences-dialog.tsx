import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../lib/class-names';
import { useConsentStore } from '../../lib/consent.store';
import buttonStyles from '../../ui/button.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import styles from './consent.module.css';
import { ConsentPreferencesFields } from './consent-preferences-fields';

type ConsentPreferencesDialogProps = {
  /** The preferences page: where the form posts if the page's script cannot decide. */
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** The three categories in a modal: opened by the banner's Elegir or the footer's link. */
export default function ConsentPreferencesDialog({ action, onSubmit }: ConsentPreferencesDialogProps) {
  const { t } = useTranslation();
  const { consent, privacySignal, setPreferencesOpen } = useConsentStore();
  return (
    <ModalDialog isOpen onOpenChange={setPreferencesOpen} title={t('consent.preferencesTitle')} isDismissable>
      <form method="post" action={action} onSubmit={onSubmit}>
        <p>{t('consent.preferencesIntro')}</p>
        <ConsentPreferencesFields consent={consent} privacySignal={privacySignal} />
        <div className={styles.actions}>
          <button
            type="submit"
            name="intent"
            value="choose"
            className={joinClassNames(buttonStyles.button, buttonStyles.primary)}
          >
            {t('consent.save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
