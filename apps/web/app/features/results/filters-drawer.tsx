import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../lib/class-names';
import buttonStyles from '../../ui/button.module.css';
import styles from './filters-drawer.module.css';

type FiltersDrawerProps = { activeCount: number; matching: number; children: ReactNode };

/** Small screens: the filters slide in from the side, above the results (React Aria modal). */
export function FiltersDrawer({ activeCount, matching, children }: FiltersDrawerProps) {
  const { t } = useTranslation('results');
  return (
    <DialogTrigger>
      <div className={styles.open}>
        <Button className={joinClassNames(buttonStyles.button, styles.openButton)}>
          {activeCount > 0 ? t('filters.openActive', { count: activeCount }) : t('filters.open')}
        </Button>
      </div>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.drawer}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
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
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
