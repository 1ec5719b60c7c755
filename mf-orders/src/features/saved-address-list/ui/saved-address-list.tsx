import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { SavedAddress } from '@cabinet/shared/contract';
import { Button, EmptyState, Spinner } from '@cabinet/shared/ui';

import { DELIVERY_NAMESPACE } from '../../../shared/i18n/delivery-strings';
import layout from '../../../shared/ui/form-section.module.css';
import {
  $listFailed,
  $listState,
  $savedAddresses,
  savedAddressesRequested,
} from '../model/saved-address-list-model';
import { SavedAddressTable } from './saved-address-table';

export interface SavedAddressListProps {
  actions?: (address: SavedAddress) => ReactNode;
}

/** The company's saved addresses, with their loading, empty and failed states. */
export function SavedAddressList({ actions }: SavedAddressListProps) {
  const { t } = useTranslation(DELIVERY_NAMESPACE);
  const [state, addresses, failed, retry] = useUnit([
    $listState,
    $savedAddresses,
    $listFailed,
    savedAddressesRequested,
  ]);
  const retryButton = (
    <Button variant="secondary" onClick={() => retry()}>
      {t('delivery.retry')}
    </Button>
  );

  if (state === 'loading') return <Spinner label={t('delivery.loading')} />;
  if (state === 'failed') {
    return (
      <EmptyState
        role="alert"
        headingLevel={3}
        title={t('delivery.failedTitle')}
        text={t('delivery.failedText')}
        action={retryButton}
      />
    );
  }
  if (state === 'empty' || !addresses) {
    return <EmptyState headingLevel={3} title={t('delivery.emptyTitle')} text={t('delivery.emptyText')} />;
  }
  return (
    <>
      {failed ? (
        <div className={layout.row} role="status">
          <p className={layout.muted}>{t('delivery.refreshFailed')}</p>
          {retryButton}
        </div>
      ) : null}
      <SavedAddressTable addresses={addresses} {...(actions ? { actions } : {})} />
    </>
  );
}
