import type { ReactNode } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { Branch } from '@cabinet/shared/contract';
import { showKzPhone } from '@cabinet/shared/phone';
import { Table, type TableColumn } from '@cabinet/shared/ui';

import { addressLine } from '../../../entities/branch';
import { NAMESPACE } from '../../../shared/i18n';

export interface BranchTableProps {
  branches: readonly Branch[];
  /** Edit and delete of a row (the page composes them). */
  actions?: (branch: Branch) => ReactNode;
}

/** The branches of a page: a table on a desktop, cards on a phone (the kit's Table). */
export function BranchTable({ branches, actions }: BranchTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const columns: Array<TableColumn<Branch>> = [
    { key: 'name', header: t('warehouses.name'), cell: (branch) => branch.name, primary: true },
    {
      key: 'address',
      header: t('warehouses.address'),
      cell: (branch) => addressLine(branch.street, branch.building),
    },
    { key: 'contact', header: t('warehouses.contact'), cell: (branch) => branch.contact_name || '—' },
    {
      key: 'phone',
      header: t('warehouses.phone'),
      nowrap: true,
      cell: (branch) => (branch.phone_number ? showKzPhone(branch.phone_number) : '—'),
    },
  ];
  return (
    <Table
      caption={t('warehouses.caption')}
      columns={columns}
      rows={branches}
      rowKey={(branch) => branch.id}
      {...(actions ? { actions, actionsHeader: t('warehouses.actions') } : {})}
    />
  );
}
