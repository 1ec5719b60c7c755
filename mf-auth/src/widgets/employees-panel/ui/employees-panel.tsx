import { useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import type { Employee } from '@cabinet/shared/contract';
import { Button, Card, EmptyState, Spinner, Table, type TableColumn } from '@cabinet/shared/ui';

import {
  $employees,
  $employeesState,
  $isOwner,
  $ownerName,
  employeesRequested,
  formatDay,
  formatPhone,
} from '../../../entities/employee';
import { InviteForm } from '../../../features/invite-employee';
import { RemoveEmployeeButton, RemoveEmployeeDialog } from '../../../features/remove-employee';
import { EMPLOYEES_NAMESPACE } from '../../../shared/i18n/employees';
import styles from './employees-panel.module.css';

/** The company's people: the list, and for the owner an invitation form and a remove button per row. */
export function EmployeesPanel() {
  const { t, i18n } = useTranslation(EMPLOYEES_NAMESPACE);
  const [employees, state, isOwner, ownerName, retry] = useUnit([
    $employees,
    $employeesState,
    $isOwner,
    $ownerName,
    employeesRequested,
  ]);

  const columns: ReadonlyArray<TableColumn<Employee>> = [
    {
      key: 'name',
      header: t('employers.columnName'),
      primary: true,
      cell: (employee) => (
        <>
          {employee.name || t('employers.noName')}
          {employee.is_me ? <span className={styles.me}> {t('employers.you')}</span> : null}
        </>
      ),
    },
    {
      key: 'phone',
      header: t('employers.columnPhone'),
      nowrap: true,
      cell: (employee) => formatPhone(employee.phone_number),
    },
    {
      key: 'role',
      header: t('employers.columnRole'),
      nowrap: true,
      cell: (employee) =>
        employee.role === 'owner' ? t('employers.roleOwner') : t('employers.roleEmployee'),
    },
    {
      key: 'added',
      header: t('employers.columnAdded'),
      cell: (employee) => formatDay(employee.added_at, i18n.language),
    },
  ];

  return (
    <div className={styles.panel}>
      <Card title={t('employers.listTitle')}>
        {state === 'loading' ? <Spinner label={t('employers.loading')} /> : null}
        {state === 'failed' ? (
          <EmptyState
            role="alert"
            headingLevel={3}
            title={t('employers.failedTitle')}
            text={t('employers.failedText')}
            action={
              <Button variant="secondary" onClick={retry}>
                {t('employers.retry')}
              </Button>
            }
          />
        ) : null}
        {state === 'ready' && employees ? (
          <>
            <Table
              caption={t('employers.listTitle')}
              columns={columns}
              rows={employees}
              rowKey={(employee) => employee.id}
              actionsHeader={isOwner ? t('employers.columnActions') : undefined}
              actions={
                isOwner
                  ? (employee) =>
                      employee.role === 'owner' ? (
                        <span className={styles.ownerStays}>{t('employers.ownerStays')}</span>
                      ) : (
                        <RemoveEmployeeButton employee={employee} />
                      )
                  : undefined
              }
            />
            {employees.length === 1 ? <p className={styles.muted}>{t('employers.onlyOwner')}</p> : null}
          </>
        ) : null}
      </Card>
      {state === 'ready' ? (
        isOwner ? (
          <Card title={t('employers.inviteTitle')}>
            <InviteForm />
          </Card>
        ) : (
          <p className={styles.note}>{t('employers.ownerOnly', { name: ownerName })}</p>
        )
      ) : null}
      <RemoveEmployeeDialog />
    </div>
  );
}
