import { useUnit } from 'effector-react';
import { useEffect, type FormEvent, type ReactNode } from 'react';

import { useTranslation } from '@cabinet/shared';
import { PlaceDraftNote } from '@cabinet/shared/address-picker';
import { Link } from '@cabinet/shared/router';
import { Button, Card, buttonLook } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { $draftRestored, $errorFocus, $formMessage, $mode, draftDiscarded } from '../model/form-model';
import { $saving, formSubmitted } from '../model/save-model';
import { AddressSection } from './address-section';
import { focusId } from './field-ids';
import styles from './branch-form.module.css';
import { TextField } from './text-field';

const DRAFT = { $draftRestored, draftDiscarded };

export interface BranchFormProps {
  /** More buttons beside save and cancel (delete, on the edit page). */
  actions?: ReactNode;
}

/** The warehouse form: name and hours, the address and its pin, contacts; create or save. */
export function BranchForm({ actions }: BranchFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [mode, saving, message, submitted] = useUnit([$mode, $saving, $formMessage, formSubmitted]);
  useFocusFirstError();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={saving || undefined}>
      <PlaceDraftNote form={DRAFT} />
      <Card title={t('form.mainSection')}>
        <div className={styles.fields}>
          <TextField field="name" />
          <TextField field="workingHours" />
        </div>
      </Card>
      <AddressSection />
      <Card title={t('form.contactSection')}>
        <div className={styles.fields}>
          <TextField field="contactName" />
          <TextField field="phone" />
          <div className={styles.wide}>
            <TextField field="comment" />
          </div>
        </div>
      </Card>
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {mode === 'new' ? t('form.create') : t('form.save')}
        </Button>
        <Link to="/warehouses" {...buttonLook('ghost')}>
          {t('form.cancel')}
        </Link>
        <span className={styles.spacer} />
        {actions}
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
