import { useTranslation } from '@cabinet/shared';
import { lazyPart } from '@cabinet/shared/lazy';
import { Link } from '@cabinet/shared/router';
import { EmptyState, Spinner } from '@cabinet/shared/ui';

import { DELIVERY_NAMESPACE } from '../../../shared/i18n/delivery-strings';
import { DELIVERY_PATH } from '../lib/editor-url';

/**
 * The form of `?address=` in a chunk of its own: the list, the page's first screen, brings neither
 * the form nor its address search, map pin and phone checks (decision 0015).
 */
export const loadAddressEditor = () => import(/* webpackChunkName: "address-editor" */ './address-editor');

function EditorLoading() {
  const { t } = useTranslation(DELIVERY_NAMESPACE);
  return <Spinner label={t('delivery.formLoading')} />;
}

/** The form's chunk did not come, even once more: the way back to the list stays. */
function EditorUnavailable() {
  const { t } = useTranslation(DELIVERY_NAMESPACE);
  return (
    <EmptyState
      role="alert"
      title={t('delivery.formUnavailableTitle')}
      text={t('delivery.formUnavailableText')}
      action={<Link to={DELIVERY_PATH}>{t('delivery.backToList')}</Link>}
    />
  );
}

/** The form of a new or a stored address, fetched the first time it is opened. */
export const LazyAddressEditor = lazyPart<{ param: string }>(
  () => loadAddressEditor().then((module) => ({ default: module.AddressEditor })),
  { Loading: EditorLoading, Unavailable: EditorUnavailable },
);
