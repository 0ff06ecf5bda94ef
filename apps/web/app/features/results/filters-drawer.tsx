import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

type FiltersDrawerProps = { activeCount: number; matching: number; children: ReactNode };

/** Small screens: the filters slide in from the side, above the results (React Aria modal). */
export function FiltersDrawer({ activeCount, matching, children }: FiltersDrawerProps) {
  const { t } = useTranslation('results');
  return (
    <DialogTrigger>
      <Button className="button filters-drawer__open">
        {activeCount > 0 ? t('filters.openActive', { count: activeCount }) : t('filters.open')}
      </Button>
      <ModalOverlay className="modal-overlay modal-overlay--drawer" isDismissable>
        <Modal className="drawer">
          <Dialog className="drawer__dialog">
            {({ close }) => (
              <>
                <div className="drawer__header">
                  <Heading slot="title" className="drawer__title">
                    {t('filters.title')}
                  </Heading>
                  <Button className="drawer__close" aria-label={t('filters.closeLabel')} onPress={close}>
                    <span aria-hidden="true">×</span>
                  </Button>
                </div>
                <div className="drawer__body">{children}</div>
                <div className="drawer__footer">
                  <Button className="button button--primary drawer__apply" onPress={close}>
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
