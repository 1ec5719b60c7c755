import { useTranslation } from '@cabinet/shared';
import { ConfirmDialog } from '@cabinet/shared/ui';

export interface ExitDialogProps {
  open: boolean;
  onExit: () => void;
  onStay: () => void;
}

/** The confirm-exit-to-main-app dialog of §2: the host's back button on the cabinet's first screen. */
export function ExitDialog({ open, onExit, onStay }: ExitDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('superApp.exitTitle')}
      description={t('superApp.exitText')}
      confirmLabel={t('superApp.exit')}
      cancelLabel={t('superApp.stay')}
      onConfirm={onExit}
      onCancel={onStay}
    />
  );
}
