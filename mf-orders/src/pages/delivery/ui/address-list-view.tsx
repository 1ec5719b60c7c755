import { useTranslation } from '@cabinet/shared';
import type { SavedAddress } from '@cabinet/shared/contract';
import { Link, useNavigate } from '@cabinet/shared/router';
import { Button, Screen, buttonLook } from '@cabinet/shared/ui';

import { savedAddressLine } from '../../../entities/saved-address';
import { SavedAddressList } from '../../../features/saved-address-list';
import { DELIVERY_NAMESPACE } from '../../../shared/i18n/delivery-strings';
import { editorHref } from '../lib/editor-url';
import styles from './delivery-page.module.css';

/** The saved addresses with a way to add one and to edit each. */
export function AddressListView() {
  const { t } = useTranslation(DELIVERY_NAMESPACE);
  const navigate = useNavigate();
  const actions = (address: SavedAddress) => (
    <Link
      to={editorHref(address.id)}
      {...buttonLook('ghost')}
      aria-label={t('delivery.editNamed', { address: savedAddressLine(address) })}
    >
      {t('delivery.edit')}
    </Link>
  );
  return (
    <Screen
      title={t('delivery.caption')}
      actions={<Button onClick={() => navigate(editorHref('new'))}>{t('delivery.add')}</Button>}
    >
      <p className={styles.intro}>{t('delivery.intro')}</p>
      <SavedAddressList actions={actions} />
    </Screen>
  );
}
