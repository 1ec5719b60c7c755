import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

import { useTranslation } from '@cabinet/shared';

import { UI_NAMESPACE } from '../strings';
import { Button } from '../button/button';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What happens if the user confirms, in a sentence or two. */
  description: ReactNode;
  confirmLabel: string;
  /** "Отмена" unless the question needs another word. */
  cancelLabel?: string;
  /** A destructive action (delete, leave without saving) gets the danger look. */
  danger?: boolean;
  /** While the action runs: both buttons wait, the dialog stays. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" before something that cannot be taken back (Radix AlertDialog: focus moves in and
 * back, Escape and the cancel button close it, the page behind is inert).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  // Opened by the page (a delete button, a navigation away), not by a Radix trigger: Radix does not
  // know where focus was, so the element that had it gets it back when the dialog closes.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next || pending ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.content}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className={styles.description}>{description}</div>
          </AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel ?? t('cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={danger ? 'danger' : 'primary'}
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
