import { useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import { ConfirmDialog } from '@cabinet/shared/ui';

import { formatPhone } from '../../../entities/employee';
import { EMPLOYEES_NAMESPACE } from '../../../shared/i18n/employees';
import {
  $removeFailed,
  $removeTarget,
  $removing,
  removeCancelled,
  removeConfirmed,
} from '../model/remove-model';
import styles from './remove-employee.module.css';

/** "Удалить сотрудника?": the person loses access at once and is signed out on every device. */
export function RemoveEmployeeDialog() {
  const { t } = useTranslation(EMPLOYEES_NAMESPACE);
  const [target, failed, removing, cancel, confirm] = useUnit([
    $removeTarget,
    $removeFailed,
    $removing,
    removeCancelled,
    removeConfirmed,
  ]);
  const name = target ? target.name || formatPhone(target.phone_number) : '';
  return (
    <ConfirmDialog
      open={target !== null}
      title={t('employers.removeTitle', { name })}
      description={
        <>
          <p className={styles.text}>{t('employers.removeText')}</p>
          {failed ? (
            <p role="alert" className={styles.failed}>
              {t('employers.removeFailed')}
            </p>
          ) : null}
        </>
      }
      confirmLabel={t('employers.removeConfirm')}
      danger
      pending={removing}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
}
