import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../lib/class-names';
import buttonStyles from './button.module.css';
import { ModalActions, ModalDialog } from './modal-dialog';

type SessionExpiredDialogProps = {
  isOpen: boolean;
  /** What happened, in the page's words (results: 15 minutes; trip summary: 8). */
  text: string;
  canRefreshSelected: boolean;
  onRefresh: () => void;
  onBack: () => void;
  onRefreshSelected: () => void;
};

/** Spec §2/§4: when a countdown ends, the three ways on — refresh results, back, refresh the flight. */
export function SessionExpiredDialog({
  isOpen,
  text,
  canRefreshSelected,
  onRefresh,
  onBack,
  onRefreshSelected,
}: SessionExpiredDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog isOpen={isOpen} title={t('sessionExpired.title')} role="alertdialog">
      <p>{text}</p>
      <ModalActions>
        <button
          type="button"
          className={joinClassNames(buttonStyles.button, buttonStyles.primary)}
          onClick={onRefresh}
        >
          {t('sessionExpired.refresh')}
        </button>
        <button type="button" className={buttonStyles.button} onClick={onBack}>
          {t('sessionExpired.back')}
        </button>
        <button
          type="button"
          className={buttonStyles.button}
          onClick={onRefreshSelected}
          disabled={!canRefreshSelected}
        >
          {t('sessionExpired.refreshSelected')}
        </button>
      </ModalActions>
    </ModalDialog>
  );
}
