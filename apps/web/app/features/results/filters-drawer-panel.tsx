import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../lib/class-names';
import { AriaLocale } from '../../ui/aria-locale';
import buttonStyles from '../../ui/button.module.css';
import styles from './filters-drawer.module.css';

export type FiltersDrawerPanelProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  matching: number;
  children: ReactNode;
};

/**
 * The drawer itself: React Aria's modal, so focus stays inside, Escape and a tap outside close it and
 * focus returns to the button that opened it. `filters-drawer.tsx` loads it on first use.
 */
export function FiltersDrawerPanel({ isOpen, onOpenChange, matching, children }: FiltersDrawerPanelProps) {
  const { t } = useTranslation('results');
  const close = () => onOpenChange(false);
  return (
    <AriaLocale>
      <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
        <Modal className={styles.drawer}>
          <Dialog className={styles.dialog}>
            <div className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {t('filters.title')}
              </Heading>
              <Button className={styles.close} aria-label={t('filters.closeLabel')} onPress={close}>
                <span aria-hidden="true">×</span>
              </Button>
            </div>
            <div className={styles.body}>{children}</div>
            <div className={styles.footer}>
              <Button
                className={joinClassNames(buttonStyles.button, buttonStyles.primary, styles.apply)}
                onPress={close}
              >
                {t('filters.close', { count: matching })}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
