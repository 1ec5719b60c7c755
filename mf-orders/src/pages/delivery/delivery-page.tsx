import { useUnit } from 'effector-react';
import { useEffect, useLayoutEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { useSearchParams } from '@cabinet/shared/router';
import { usePageTitle } from '@cabinet/shared/ui';

import { savedAddressesRequested } from '../../features/saved-address-list';
import { DELIVERY_NAMESPACE } from '../../shared/i18n/delivery-strings';
import { ADDRESS_PARAM } from './lib/editor-url';
import { editorParamShown } from './model/editor-model';
import { AddressEditor } from './ui/address-editor';
import { AddressListView } from './ui/address-list-view';

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
  const [shown, requested] = useUnit([editorParamShown, savedAddressesRequested]);

  useEffect(() => {
    requested();
  }, [requested]);
  // Before the browser paints: the form is filled for the URL by the time it is seen.
  useLayoutEffect(() => {
    shown(param);
  }, [shown, param]);

  return param === null ? <AddressListView /> : <AddressEditor param={param} />;
}
