import { useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';

import { useTranslation } from '@cabinet/shared';
import { PlaceDraftNote } from '@cabinet/shared/address-picker';
import { Link } from '@cabinet/shared/router';
import { Button, Card, buttonLook } from '@cabinet/shared/ui';

import { DELIVERY_NAMESPACE } from '../../../shared/i18n/delivery-strings';
import { $draftRestored, $errorFocus, $formMessage, $mode, draftDiscarded } from '../model/form-model';
import { $saving, formSubmitted } from '../model/save-model';
import layout from '../../../shared/ui/form-section.module.css';
import { AddressSection } from './address-section';
import { focusId } from './field-ids';
import styles from './saved-address-form.module.css';
import { TextField } from './text-field';

const DRAFT = { $draftRestored, draftDiscarded };

export interface SavedAddressFormProps {
  /** Where "Отмена" leads: the list of saved addresses. */
  listHref: string;
}

/** A saved address: where, who to call there, and how long an order from it may be (§3). */
export function SavedAddressForm({ listHref }: SavedAddressFormProps) {
  const { t } = useTranslation(DELIVERY_NAMESPACE);
  const [mode, saving, message, submitted] = useUnit([$mode, $saving, $formMessage, formSubmitted]);
  useFocusFirstError();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={saving || undefined}>
      <PlaceDraftNote form={DRAFT} />
      <AddressSection />
      <Card title={t('delivery.contactSection')} headingLevel={3}>
        <div className={layout.grid}>
          <TextField field="contactName" className={layout.half} />
          <TextField field="phone" className={layout.half} />
        </div>
      </Card>
      <Card title={t('delivery.limitSection')} headingLevel={3}>
        <div className={layout.grid}>
          <TextField field="maxDistance" className={layout.half} />
        </div>
      </Card>
      {message ? (
        <p role="alert" className={layout.error}>
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {mode === 'new' ? t('delivery.create') : t('delivery.save')}
        </Button>
        <Link to={listHref} {...buttonLook('ghost')}>
          {t('delivery.cancel')}
        </Link>
      </div>
    </form>
  );
}

/** After a refused submit the focus goes to the first field with an error (read out with it). */
function useFocusFirstError() {
  const focus = useUnit($errorFocus);
  useEffect(() => {
    if (focus?.field) document.getElementById(focusId(focus.field))?.focus();
  }, [focus]);
}
