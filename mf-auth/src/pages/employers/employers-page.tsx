import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

import { employeesRequested } from '../../entities/employee';
import { inviteFormClosed, inviteFormOpened } from '../../features/invite-employee';
import { EMPLOYEES_NAMESPACE } from '../../shared/i18n/employees';
import { EmployeesPanel } from '../../widgets/employees-panel';

/** Сотрудники: the company's people; its owner invites and removes them. */
export function EmployersPage() {
  const { t } = useTranslation(EMPLOYEES_NAMESPACE);
  usePageTitle(t('employers.title'));
  const [requested, opened, closed] = useUnit([employeesRequested, inviteFormOpened, inviteFormClosed]);
  useEffect(() => {
    requested();
    opened();
    return () => closed();
  }, [requested, opened, closed]);
  return <EmployeesPanel />;
}
