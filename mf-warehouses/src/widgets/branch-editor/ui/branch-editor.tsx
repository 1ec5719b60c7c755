import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { LeaveDialog, useLeaveGuard } from '@cabinet/shared/leave-guard';
import { Navigate } from '@cabinet/shared/router';

import {
  $branchId,
  $dirty,
  $mode,
  $savedBranch,
  $storedName,
  BranchForm,
  formClosed,
} from '../../../features/branch-form';
import { $deletedId, DeleteBranchButton, DeleteBranchDialog } from '../../../features/delete-branch';
import { NAMESPACE } from '../../../shared/i18n';

const LIST = '/warehouses';

/**
 * The warehouse form as a page shows it: unsaved changes asked about before leaving, the list
 * once the branch is saved or deleted, and (for a stored branch) its delete button.
 */
export function BranchEditor() {
  const { t } = useTranslation(NAMESPACE);
  const [dirty, mode, branchId, name, saved, deletedId, closed] = useUnit([
    $dirty,
    $mode,
    $branchId,
    $storedName,
    $savedBranch,
    $deletedId,
    formClosed,
  ]);
  const guard = useLeaveGuard(dirty);
  useEffect(() => () => closed(), [closed]);

  // Done with this branch (saved, or deleted): the list takes the form's place in the history, so
  // back does not open a form that is finished or a branch that is gone.
  if (saved || (branchId !== null && deletedId === branchId)) return <Navigate replace to={LIST} />;

  return (
    <>
      <BranchForm
        actions={
          mode === 'edit' && branchId !== null ? (
            <DeleteBranchButton variant="danger" branch={{ id: branchId, name }}>
              {t('form.delete')}
            </DeleteBranchButton>
          ) : null
        }
      />
      <DeleteBranchDialog />
      <LeaveDialog
        guard={guard}
        title={t('leave.title')}
        description={t('leave.text')}
        leaveLabel={t('leave.confirm')}
        stayLabel={t('leave.stay')}
      />
    </>
  );
}
