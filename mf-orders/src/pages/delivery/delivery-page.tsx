import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { prefetchWhenIdle } from '@cabinet/shared/lazy';
import { useSearchParams } from '@cabinet/shared/router';
import { usePageTitle } from '@cabinet/shared/ui';

import { savedAddressesRequested } from '../../features/saved-address-list';
import { DELIVERY_NAMESPACE } from '../../shared/i18n/delivery-strings';
import { ADDRESS_PARAM } from './lib/editor-url';
import { AddressListView } from './ui/address-list-view';
import { LazyAddressEditor, loadAddressEditor } from './ui/lazy-address-editor';

/**
 * Доставка: the company's saved addresses (§2 "saved addresses", §7 Addresses): the list, and the
 * form of a new or a stored one in the same place (`?address=new`, `?address=<id>`), so that the
 * browser's back button leaves the form.
 */
export function DeliveryPage() {
  const { t } = useTranslation(DELIVERY_NAMESPACE);
  usePageTitle(t('delivery.title'));
  const [params] = useSearchParams();
  const param = params.get(ADDRESS_PARAM);
  const requested = useUnit(savedAddressesRequested);

  useEffect(() => {
    requested();
  }, [requested]);
  // Once the list is up, the form's chunk comes at an idle moment: "add" opens it without a wait.
  useEffect(() => prefetchWhenIdle(loadAddressEditor), []);

  return param === null ? <AddressListView /> : <LazyAddressEditor param={param} />;
}
