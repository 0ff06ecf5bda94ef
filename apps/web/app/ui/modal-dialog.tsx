import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

type ModalDialogProps = {
  isOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** alertdialog for messages that interrupt (expired session, changed price). */
  role?: 'dialog' | 'alertdialog';
  isDismissable?: boolean;
};

/** A centred React Aria modal with a heading; focus is trapped and returned on close. */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  role = 'dialog',
  isDismissable = false,
}: ModalDialogProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className="modal">
        <Dialog className="modal__dialog" role={role}>
          <Heading slot="title" className="modal__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
