import { useUnit } from 'effector-react';

import { Button, type ButtonProps } from '@cabinet/shared/ui';

import { deleteRequested, type DeleteTarget } from '../model/delete-branch-model';

export interface DeleteBranchButtonProps extends Omit<ButtonProps, 'onClick'> {
  branch: DeleteTarget;
}

/** Opens the delete dialog (rendered once per page, DeleteBranchDialog) for this branch. */
export function DeleteBranchButton({ branch, variant = 'ghost', ...props }: DeleteBranchButtonProps) {
  const requested = useUnit(deleteRequested);
  return (
    <Button variant={variant} {...props} onClick={() => requested({ id: branch.id, name: branch.name })} />
  );
}
