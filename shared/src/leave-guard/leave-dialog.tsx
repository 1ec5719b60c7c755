import { ConfirmDialog } from '@cabinet/shared/ui';

import type { LeaveGuard } from './use-leave-guard';

export interface LeaveDialogProps {
  /** The page's guard (`useLeaveGuard`): the dialog is open while it asks. */
  guard: LeaveGuard;
  title: string;
  /** What leaving would lose. */
  description: string;
  leaveLabel: string;
  stayLabel: string;
}

/**
 * The question a guarded page asks when the user takes a way out: leave (a danger: the changes are
 * lost) or stay. One dialog for every guarded screen, so they ask alike.
 */
export function LeaveDialog({ guard, title, description, leaveLabel, stayLabel }: LeaveDialogProps) {
  return (
    <ConfirmDialog
      open={guard.asking}
      title={title}
      description={description}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      danger
      onConfirm={guard.leave}
      onCancel={guard.stay}
    />
  );
}
