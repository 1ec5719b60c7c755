import type { ReactNode } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { SavedAddress } from '@cabinet/shared/contract';
import { showKzPhone } from '@cabinet/shared/phone';
import { Table, type TableColumn } from '@cabinet/shared/ui';

import { formatKm, savedAddressLine } from '../../../entities/saved-address';
import { DELIVERY_NAMESPACE } from '../../../shared/i18n/delivery-strings';

export interface SavedAddressTableProps {
  addresses: readonly SavedAddress[];
  /** What a row offers (edit), composed by the page. */
  actions?: (address: SavedAddress) => ReactNode;
}

/** The saved addresses: a table on a desktop, cards on a phone (the kit's Table). */
export function SavedAddressTable({ addresses, actions }: SavedAddressTableProps) {
  const { t } = useTranslation(DELIVERY_NAMESPACE);
  const columns: Array<TableColumn<SavedAddress>> = [
    { key: 'address', header: t('delivery.columnAddress'), cell: savedAddressLine, primary: true },
    {
      key: 'contact',
      header: t('delivery.columnContact'),
      cell: (address) => address.contact_name || '—',
    },
    {
      key: 'phone',
      header: t('delivery.columnPhone'),
      nowrap: true,
      cell: (address) => (address.phone_number ? showKzPhone(address.phone_number) : '—'),
    },
    {
      key: 'max-distance',
      header: t('delivery.columnMaxDistance'),
      align: 'end',
      cell: (address) =>
        address.max_order_distance === null
          ? t('delivery.noLimit')
          : t('delivery.maxDistanceValue', { km: formatKm(address.max_order_distance) }),
    },
  ];
  return (
    <Table
      caption={t('delivery.tableCaption')}
      columns={columns}
      rows={addresses}
      rowKey={(address) => address.id}
      {...(actions ? { actions, actionsHeader: t('delivery.columnActions') } : {})}
    />
  );
}
