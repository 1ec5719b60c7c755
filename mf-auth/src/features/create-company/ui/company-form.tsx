import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';

import { useTranslation } from '@cabinet/shared';
import { MAX_LENGTH } from '@cabinet/shared/contract';
import {
  Button,
  Field,
  PhoneInput,
  TextInput,
  useFieldControl,
  type PhoneInputProps,
} from '@cabinet/shared/ui';

import { COMPANY_SETUP_NAMESPACE } from '../../../shared/i18n/company-setup';
import { COMPANY_FIELDS, type CompanyField, type FieldError } from '../model/company-form';
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
    autoComplete: 'organization',
    maxLength: MAX_LENGTH.name,
  },
  contactName: {
    label: 'companySetup.contactNameLabel',
    required: 'companySetup.contactNameRequired',
    autoComplete: 'name',
    maxLength: MAX_LENGTH.contactName,
  },
  phone: {
    label: 'companySetup.phoneLabel',
    required: 'companySetup.phoneRequired',
    autoComplete: 'tel',
    maxLength: undefined,
  },
} as const satisfies Record<
  CompanyField,
  { label: string; required: string; autoComplete: string; maxLength: number | undefined }
>;

/**
 * The phone with its hint above it: the hint stays in the description beside an error (the kit's
 * Field would replace it), since it shows the format the error asks for.
 */
function HintedPhoneInput({ hintId, ...props }: PhoneInputProps & { hintId: string }) {
  const field = useFieldControl();
  return <PhoneInput {...props} aria-describedby={[hintId, field?.describedBy].filter(Boolean).join(' ')} />;
}

/** The company form: name, contact name, mobile phone; sends them through the create-company model. */
export function CompanyForm() {
  const { t } = useTranslation(COMPANY_SETUP_NAMESPACE);
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
        const setup = FIELD_SETUP[field];
        const error = errors[field];
        const common = {
          name: field,
          required: true,
          autoComplete: setup.autoComplete,
          value: values[field],
        };
        return (
          <Field
            key={field}
            id={id}
            label={t(setup.label)}
            error={error ? messageOf(field, error) : null}
            maxLength={setup.maxLength}
          >
            {field === 'phone' ? (
              <>
                <p id={`${id}-hint`} className={styles.hint}>
                  {t('companySetup.phoneHint')}
                </p>
                <HintedPhoneInput
                  {...common}
                  hintId={`${id}-hint`}
                  onChange={(value) => changed({ field, value })}
                />
              </>
            ) : (
              <TextInput {...common} onChange={(event) => changed({ field, value: event.target.value })} />
            )}
          </Field>
        );
      })}

      <Button type="submit" className={styles.submit} disabled={pending}>
        {pending ? t('companySetup.submitting') : t('companySetup.submit')}
      </Button>
    </form>
  );
}
