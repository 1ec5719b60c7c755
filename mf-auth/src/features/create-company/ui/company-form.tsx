import { useUnit } from 'effector-react';
import type { FormEvent, InputHTMLAttributes } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { COMPANY_FIELDS, NAME_MAX_LENGTH, type CompanyField, type FieldError } from '../model/company-form';
import {
  $errors,
  $formError,
  $pending,
  $values,
  fieldChanged,
  formSubmitted,
} from '../model/create-company-model';
import styles from './company-form.module.css';

const FIELD_IDS: Record<CompanyField, string> = {
  name: 'company-setup-name',
  contactName: 'company-setup-contact-name',
  phone: 'company-setup-phone',
};

/** Per field: its label key, its "empty" message key and what the browser may autofill. */
const FIELD_SETUP = {
  name: {
    label: 'companySetup.nameLabel',
    required: 'companySetup.nameRequired',
    input: { autoComplete: 'organization', maxLength: NAME_MAX_LENGTH },
  },
  contactName: {
    label: 'companySetup.contactNameLabel',
    required: 'companySetup.contactNameRequired',
    input: { autoComplete: 'name', maxLength: NAME_MAX_LENGTH },
  },
  phone: {
    label: 'companySetup.phoneLabel',
    required: 'companySetup.phoneRequired',
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  },
} as const satisfies Record<
  CompanyField,
  { label: string; required: string; input: InputHTMLAttributes<HTMLInputElement> }
>;

/** The company form: name, contact name, mobile phone; sends them through the create-company model. */
export function CompanyForm() {
  const { t } = useTranslation(NAMESPACE);
  const [values, errors, formError, pending, changed, submitted] = useUnit([
    $values,
    $errors,
    $formError,
    $pending,
    fieldChanged,
    formSubmitted,
  ]);

  const messageOf = (field: CompanyField, error: FieldError): string => {
    if (error.kind === 'server') return error.message;
    if (error.kind === 'phoneInvalid') return t('companySetup.phoneInvalid');
    return t(FIELD_SETUP[field].required);
  };

  const invalid = COMPANY_FIELDS.filter((field) => errors[field]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted();
  };

  return (
    <form className={styles.form} noValidate aria-busy={pending} onSubmit={onSubmit}>
      {invalid.length > 0 || formError ? (
        // Announced as soon as it appears; each link takes the user to the field it is about.
        <div className={styles.summary} role="alert">
          <h2 className={styles.summaryTitle}>{t('companySetup.summaryTitle')}</h2>
          <ul className={styles.summaryList}>
            {formError ? <li>{formError.message ?? t('companySetup.rejected')}</li> : null}
            {invalid.map((field) => (
              <li key={field}>
                <a href={`#${FIELD_IDS[field]}`}>{messageOf(field, errors[field] as FieldError)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {COMPANY_FIELDS.map((field) => {
        const id = FIELD_IDS[field];
        const error = errors[field];
        const hintId = field === 'phone' ? `${id}-hint` : null;
        const errorId = error ? `${id}-error` : null;
        const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
        return (
          <div key={field} className={styles.field}>
            <label className={styles.label} htmlFor={id}>
              {t(FIELD_SETUP[field].label)}
            </label>
            {hintId ? (
              <p id={hintId} className={styles.hint}>
                {t('companySetup.phoneHint')}
              </p>
            ) : null}
            <input
              {...FIELD_SETUP[field].input}
              id={id}
              name={field}
              className={styles.input}
              value={values[field]}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => changed({ field, value: event.target.value })}
            />
            {error && errorId ? (
              <p id={errorId} className={styles.error}>
                {messageOf(field, error)}
              </p>
            ) : null}
          </div>
        );
      })}

      <Button type="submit" className={styles.submit} disabled={pending}>
        {pending ? t('companySetup.submitting') : t('companySetup.submit')}
      </Button>
    </form>
  );
}
