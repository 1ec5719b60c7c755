import { useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import { ConfirmDialog } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import {
  $deleteFailed,
  $deleteTarget,
  $deleting,
  deleteCancelled,
  deleteConfirmed,
} from '../model/delete-branch-model';
import styles from './delete-branch.module.css';

/**
 * "Удалить склад?": the platform keeps no way back (a deleted branch cannot be restored, there is no
 * undo), so the dialog says it plainly before anything is sent; a toast confirms after.
 */
export function DeleteBranchDialog() {
  const { t } = useTranslation(NAMESPACE);
  const [target, failed, deleting, cancel, confirm] = useUnit([
    $deleteTarget,
    $deleteFailed,
    $deleting,
    deleteCancelled,
    deleteConfirmed,
  ]);
  return (
    <ConfirmDialog
      open={target !== null}
      title={t('deletion.title', { name: target?.name ?? '' })}
      description={
        <>
          <p className={styles.text}>{t('deletion.text')}</p>
          {failed ? (
            <p role="alert" className={styles.failed}>
              {t('deletion.failed')}
            </p>
          ) : null}
        </>
      }
      confirmLabel={t('deletion.confirm')}
      danger
      pending={deleting}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
}
