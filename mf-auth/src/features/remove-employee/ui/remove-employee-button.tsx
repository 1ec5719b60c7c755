import { useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { formatPhone } from '../../../entities/employee';
import { EMPLOYEES_NAMESPACE } from '../../../shared/i18n/employees';
import { removeRequested, type RemoveTarget } from '../model/remove-model';

/** A row's "Удалить", named after the person for screen readers. */
export function RemoveEmployeeButton({ employee }: { employee: RemoveTarget }) {
  const { t } = useTranslation(EMPLOYEES_NAMESPACE);
  const request = useUnit(removeRequested);
  const name = employee.name || formatPhone(employee.phone_number);
  return (
    <Button variant="ghost" aria-label={t('employers.removeOne', { name })} onClick={() => request(employee)}>
      {t('employers.remove')}
    </Button>
  );
}
