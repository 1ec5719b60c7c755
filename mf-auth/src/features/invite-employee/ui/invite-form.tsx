import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';

import { useTranslation } from '@cabinet/shared';
import { MAX_LENGTH } from '@cabinet/shared/contract';
import { Button, Field, PhoneInput, TextInput } from '@cabinet/shared/ui';

import { EMPLOYEES_NAMESPACE } from '../../../shared/i18n/employees';
import type { PhoneError } from '../lib/invite-form';
import {
  $inviting,
  $phoneError,
  $values,
  inviteSubmitted,
  nameChanged,
  phoneChanged,
} from '../model/invite-model';
import styles from './invite-form.module.css';

/** Invite by a Kazakhstan mobile number; the person signs in with the provider under that number. */
export function InviteForm() {
  const { t } = useTranslation(EMPLOYEES_NAMESPACE);
  const [values, phoneError, inviting, changePhone, changeName, submit] = useUnit([
    $values,
    $phoneError,
    $inviting,
    phoneChanged,
    nameChanged,
    inviteSubmitted,
  ]);
  const messageOf = (error: PhoneError): string =>
    error.kind === 'server' ? error.message : t(`employers.phone_${error.kind}`);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  return (
    <form className={styles.form} noValidate aria-busy={inviting} onSubmit={onSubmit}>
      <p className={styles.intro}>{t('employers.inviteIntro')}</p>
      <div className={styles.fields}>
        <Field
          label={t('employers.phoneLabel')}
          hint={t('employers.phoneHint')}
          error={phoneError ? messageOf(phoneError) : null}
        >
          <PhoneInput value={values.phone} onChange={changePhone} required />
        </Field>
        <Field
          label={t('employers.nameLabel')}
          hint={t('employers.nameHint')}
          maxLength={MAX_LENGTH.contactName}
        >
          <TextInput
            value={values.name}
            autoComplete="off"
            onChange={(event) => changeName(event.target.value)}
          />
        </Field>
      </div>
      <Button type="submit" className={styles.submit} disabled={inviting} aria-busy={inviting || undefined}>
        {inviting ? t('employers.inviting') : t('employers.invite')}
      </Button>
    </form>
  );
}
