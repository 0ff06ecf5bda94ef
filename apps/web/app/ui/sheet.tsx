import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { AriaLocale } from './aria-locale';
import styles from './sheet.module.css';

type SheetProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The close button's name ("Cerrar"). */
  closeLabel: string;
  children: ReactNode;
};

/**
 * A side or bottom panel for a secondary task (filters, the price breakdown on a phone): React Aria's
 * modal, so focus stays inside, Escape and a tap outside close it, and focus returns where it was.
 * Import it only where a page opens one: React Aria stays out of the pages that never do.
 */
export function Sheet({ isOpen, onOpenChange, title, closeLabel, children }: SheetProps) {
  return (
    <AriaLocale>
      <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
        <Modal className={styles.sheet}>
          <Dialog className={styles.dialog}>
            <div className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <button
                type="button"
                className={styles.close}
                onClick={() => onOpenChange(false)}
                aria-label={closeLabel}
              >
                ×
              </button>
            </div>
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
