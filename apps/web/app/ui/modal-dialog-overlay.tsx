import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { AriaLocale } from './aria-locale';
import styles from './modal-dialog.module.css';

export type ModalDialogProps = {
  isOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** alertdialog for messages that interrupt (expired session, changed price). */
  role?: 'dialog' | 'alertdialog';
  isDismissable?: boolean;
};

/**
 * A centred React Aria modal with a heading; focus is trapped and returned on close. Pages use it
 * through `ModalDialog` (modal-dialog.tsx), which loads it when it first opens.
 */
export function ModalDialogOverlay({
  isOpen,
  onOpenChange,
  title,
  children,
  role = 'dialog',
  isDismissable = false,
}: ModalDialogProps) {
  return (
    <AriaLocale>
      <ModalOverlay
        className={styles.overlay}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable={isDismissable}
        isKeyboardDismissDisabled={!isDismissable}
      >
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog} role={role}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
