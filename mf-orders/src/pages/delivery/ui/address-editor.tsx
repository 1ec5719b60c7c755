import { useUnit } from 'effector-react';
import { useEffect, useLayoutEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { LeaveDialog, useLeaveGuard } from '@cabinet/shared/leave-guard';
import { Link, Navigate } from '@cabinet/shared/router';
import { Button, EmptyState, Screen, Spinner } from '@cabinet/shared/ui';

import { deliveryZonesRequested } from '../../../entities/delivery-zone';
import {
  $dirty,
  $mode,
  $savedAddress,
  SavedAddressForm,
  formClosed,
} from '../../../features/saved-address-form';
import { $listState, $savedAddresses, savedAddressesRequested } from '../../../features/saved-address-list';
import { DELIVERY_NAMESPACE } from '../../../shared/i18n/delivery-strings';
import { DELIVERY_PATH } from '../lib/editor-url';
import { $filledFor, editorParamShown, editorStateOf } from '../model/editor-model';

/**
 * The form of `?address=new` or `?address=<id>`: unsaved changes asked about before leaving, the
 * list once the address is saved; an id that is not the company's is a not-found state.
 */
export function AddressEditor({ param }: { param: string }) {
  const { t } = useTranslation(DELIVERY_NAMESPACE);
  const [addresses, listState, filledFor, mode, dirty, saved, closed, zonesRequested, retry, shown] = useUnit(
    [
      $savedAddresses,
      $listState,
      $filledFor,
      $mode,
      $dirty,
      $savedAddress,
      formClosed,
      deliveryZonesRequested,
      savedAddressesRequested,
      editorParamShown,
    ],
  );
  const state = editorStateOf(param, addresses, listState);
  const editing = state === 'new' || state === 'edit';
  // Shown only once filled for this URL: never the values of another address, not even for a frame.
  const filled = editing && filledFor === param;
  const guard = useLeaveGuard(filled && dirty);

  // Before the browser paints: the form is filled for the URL by the time it is seen; back on the
  // list, the next form is filled afresh.
  useLayoutEffect(() => {
    shown(param);
    return () => {
      shown(null);
    };
  }, [shown, param]);

  useEffect(() => {
    // The company's city: the address picker searches its streets first.
    zonesRequested();
    return () => closed();
  }, [zonesRequested, closed]);

  // Saved: the list takes the form's place in the history, so back does not open a finished form.
  if (saved) return <Navigate replace to={DELIVERY_PATH} />;

  if (state === 'loading' || (editing && !filled)) return <Spinner label={t('delivery.loading')} />;
  if (state === 'failed') {
    return (
      <EmptyState
        role="alert"
        title={t('delivery.failedTitle')}
        text={t('delivery.failedText')}
        action={<Button onClick={() => retry()}>{t('delivery.retry')}</Button>}
      />
    );
  }
  if (!editing) {
    return (
      <EmptyState
        title={t('delivery.notFoundTitle')}
        text={t('delivery.notFoundText')}
        action={<Link to={DELIVERY_PATH}>{t('delivery.backToList')}</Link>}
      />
    );
  }
  return (
    <Screen title={mode === 'new' ? t('delivery.newTitle') : t('delivery.editTitle')}>
      <SavedAddressForm listHref={DELIVERY_PATH} />
      <LeaveDialog
        guard={guard}
        title={t('delivery.leaveTitle')}
        description={t('delivery.leaveText')}
        leaveLabel={t('delivery.leaveConfirm')}
        stayLabel={t('delivery.leaveStay')}
      />
    </Screen>
  );
}
