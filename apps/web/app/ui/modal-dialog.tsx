import { lazy, type ReactNode, Suspense, useState } from 'react';
import styles from './modal-dialog.module.css';
import type { ModalDialogProps } from './modal-dialog-overlay';

/**
 * React Aria's overlay, focus scope and press handling weigh some 30 KB compressed; a page ships them
 * only once one of its dialogs opens (issue 18), not with its first paint. A dialog is closed when a
 * page is rendered on the server, so nothing is missing from the document.
 */
const ModalDialogOverlay = lazy(() =>
  import('./modal-dialog-overlay').then((module) => ({ default: module.ModalDialogOverlay })),
);

/** A centred modal with a heading; focus is trapped and returned on close. */
export function ModalDialog(props: ModalDialogProps) {
  // Once opened it stays mounted, so React Aria can return the focus and play its closing.
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialogOverlay {...props} />
    </Suspense>
  );
}

/** The dialog's buttons, stacked. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
