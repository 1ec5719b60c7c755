import { createEffect, createEvent, createStore, sample } from 'effector';

import { keepFormDraft } from '@cabinet/shared/form-draft';
import { platformRequest } from '@cabinet/shared/http';

import {
  EMPTY_COMPANY_FORM,
  readValidationFailure,
  validateCompanyForm,
  type CompanyField,
  type CompanyFormErrors,
  type CompanyFormValues,
  type CreateCompanyRequest,
  type ValidationFailure,
} from './company-form';

export const COMPANY_URL = '/rocket/v0/business/company';

/** The user typed into a field. */
export const fieldChanged = createEvent<{ field: CompanyField; value: string }>();
/** The user sent the form. */
export const formSubmitted = createEvent();
/** The form came onto the screen, after a reload too: what was typed before it comes back. */
export const companySetupOpened = createEvent();
/** The form left the screen: the next visit starts empty. */
export const companySetupClosed = createEvent();

/**
 * Creates the user's company. Failures other than 400 are the shared error pipeline's (the HTTP
 * client already reported them and the modal shows); a 400 comes back to the form.
 */
export const createCompanyFx = createEffect((body: CreateCompanyRequest) =>
  platformRequest<unknown>({ method: 'post', url: COMPANY_URL, data: body }),
);

/** The company exists now; the page hands over to whoever showed it. */
const companyCreated = createEvent();

export const $values = createStore<CompanyFormValues>(EMPTY_COMPANY_FORM)
  .on(fieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
  .reset(companyCreated, companySetupClosed);

// Typed and not sent, the form outlives a reload; created or left, it is empty and keeps nothing.
keepFormDraft({ name: 'company-setup', empty: EMPTY_COMPANY_FORM, $values, opened: companySetupOpened });

export const $errors = createStore<CompanyFormErrors>({})
  // A field the user corrects stops showing its old error; the next submit checks it again.
  .on(fieldChanged, (errors, { field }) => {
    if (!errors[field]) return errors;
    const rest = { ...errors };
    delete rest[field];
    return rest;
  })
  .reset(companySetupClosed);

/** The server refused the form without naming a field; `message` is its text, if it sent one. */
export const $formError = createStore<{ message: string | null } | null>(null)
  .reset(formSubmitted)
  .reset(companySetupClosed);

export const $pending = createCompanyFx.pending;

export const $created = createStore(false)
  .on(companyCreated, () => true)
  .reset(companySetupClosed);

type CheckedForm = ReturnType<typeof validateCompanyForm>;

const checked = sample({
  clock: formSubmitted,
  source: $values,
  filter: $pending.map((pending) => !pending),
  fn: validateCompanyForm,
});

sample({ clock: checked, fn: ({ errors }) => errors, target: $errors });

const accepted = sample({
  clock: checked,
  filter: (result): result is CheckedForm & { request: CreateCompanyRequest } => result.request !== null,
});

sample({ clock: accepted, fn: ({ request }) => request, target: createCompanyFx });

sample({ clock: createCompanyFx.done, target: companyCreated });

// sample applies filter before fn, so the failure is read first and filtered after.
const refused = sample({
  clock: createCompanyFx.failData.map(readValidationFailure),
  filter: (failure): failure is ValidationFailure => failure !== null,
});

sample({ clock: refused, fn: ({ errors }) => errors, target: $errors });

sample({
  clock: refused,
  filter: ({ hasFormError }) => hasFormError,
  fn: ({ formMessage }) => ({ message: formMessage }),
  target: $formError,
});
