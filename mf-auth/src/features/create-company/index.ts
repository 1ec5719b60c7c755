export { CompanyForm } from './ui/company-form';
export {
  $created,
  $errors,
  $formError,
  $pending,
  $values,
  companySetupClosed,
  companySetupOpened,
  createCompanyFx,
  fieldChanged,
  formSubmitted,
} from './model/create-company-model';
export { validateCompanyForm, readValidationFailure } from './model/company-form';
export type { CompanyField, CompanyFormValues, CreateCompanyRequest, FieldError } from './model/company-form';
