import { allSettled, fork, type Scope } from 'effector';

import {
  $created,
  $errors,
  $formError,
  $values,
  companySetupClosed,
  companySetupOpened,
  createCompanyFx,
  fieldChanged,
  formSubmitted,
} from '../model/create-company-model';
import type { CompanyFormValues, CreateCompanyRequest } from '../model/company-form';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the model tests replace the handler'))),
}));

async function fill(scope: Scope, values: CompanyFormValues) {
  for (const [field, value] of Object.entries(values) as Array<[keyof CompanyFormValues, string]>) {
    await allSettled(fieldChanged, { scope, params: { field, value } });
  }
}

/** A platform client failure with the platform's error body. */
function failure(status: number, detail: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { detail } },
  });
}

const VALID: CompanyFormValues = { name: ' ТОО «Достык» ', contactName: 'Айгерим', phone: '8 701 123 45 67' };

beforeEach(() => sessionStorage.clear());

describe('create-company model', () => {
  it('sends trimmed names and the phone in E.164 with the plus, then reports success', async () => {
    const handler = jest.fn(async (_: CreateCompanyRequest) => ({ id: 1 }));
    const scope = fork({ handlers: [[createCompanyFx, handler]] });
    await fill(scope, VALID);
    await allSettled(formSubmitted, { scope });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({
      name: 'ТОО «Достык»',
      contact_name: 'Айгерим',
      phone_number: '+77011234567',
    });
    expect(scope.getState($created)).toBe(true);
    expect(scope.getState($errors)).toEqual({});
  });

  it('what was typed and not sent comes back after a reload; nothing once the company exists', async () => {
    const before = fork();
    await allSettled(companySetupOpened, { scope: before });
    await fill(before, VALID);

    const reloaded = fork({ handlers: [[createCompanyFx, async () => ({ id: 1 })]] });
    await allSettled(companySetupOpened, { scope: reloaded });
    expect(reloaded.getState($values)).toEqual(VALID);

    await allSettled(formSubmitted, { scope: reloaded });
    expect(reloaded.getState($created)).toBe(true);
    const later = fork();
    await allSettled(companySetupOpened, { scope: later });
    expect(later.getState($values)).toEqual({ name: '', contactName: '', phone: '' });
  });

  it('does not call the server while a field is wrong, and says which', async () => {
    const handler = jest.fn(async () => ({ id: 1 }));
    const scope = fork({ handlers: [[createCompanyFx, handler]] });
    await fill(scope, { name: '   ', contactName: '', phone: '+7 727 123 45 67' });
    await allSettled(formSubmitted, { scope });
    expect(handler).not.toHaveBeenCalled();
    expect(scope.getState($errors)).toEqual({
      name: { kind: 'required' },
      contactName: { kind: 'required' },
      phone: { kind: 'phoneInvalid' },
    });
    expect(scope.getState($created)).toBe(false);
  });

  it('clears the error of a field the user corrects', async () => {
    const scope = fork({ handlers: [[createCompanyFx, async () => ({ id: 1 })]] });
    await allSettled(formSubmitted, { scope });
    expect(Object.keys(scope.getState($errors))).toEqual(['name', 'contactName', 'phone']);
    await allSettled(fieldChanged, { scope, params: { field: 'phone', value: '+7 7' } });
    expect(Object.keys(scope.getState($errors))).toEqual(['name', 'contactName']);
  });

  it('puts the messages of a 400 answer beside the fields they name', async () => {
    const scope = fork({
      handlers: [
        [
          createCompanyFx,
          async () => {
            throw failure(400, {
              code: 'VALIDATION_ERROR',
              message: 'Некорректные данные',
              fields: { phone_number: 'Телефон в формате +7XXXXXXXXXX', name: 'Слишком длинное название' },
            });
          },
        ],
      ],
    });
    await fill(scope, VALID);
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($errors)).toEqual({
      phone: { kind: 'server', message: 'Телефон в формате +7XXXXXXXXXX' },
      name: { kind: 'server', message: 'Слишком длинное название' },
    });
    expect(scope.getState($formError)).toBeNull();
    expect(scope.getState($created)).toBe(false);
  });

  it('shows the message of a 400 answer for the whole form when it names no field', async () => {
    const scope = fork({
      handlers: [
        [
          createCompanyFx,
          async () => {
            throw failure(400, { code: 'COMPANY_ALREADY_EXISTS', message: 'Компания уже создана' });
          },
        ],
      ],
    });
    await fill(scope, VALID);
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($formError)).toEqual({ message: 'Компания уже создана' });
    expect(scope.getState($errors)).toEqual({});
  });

  it('leaves other failures to the shared error pipeline', async () => {
    const scope = fork({
      handlers: [
        [
          createCompanyFx,
          async () => {
            throw failure(500, { code: 'INTERNAL_ERROR', message: 'Ошибка сервера' });
          },
        ],
      ],
    });
    await fill(scope, VALID);
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($errors)).toEqual({});
    expect(scope.getState($formError)).toBeNull();
    expect(scope.getState($created)).toBe(false);
    // The values stay, so the user can send the same form again.
    expect(scope.getState($values)).toEqual(VALID);
  });

  it('starts empty again after the page is left', async () => {
    const scope = fork({ handlers: [[createCompanyFx, async () => ({ id: 1 })]] });
    await fill(scope, VALID);
    await allSettled(formSubmitted, { scope });
    await allSettled(companySetupClosed, { scope });
    expect(scope.getState($values)).toEqual({ name: '', contactName: '', phone: '' });
    expect(scope.getState($created)).toBe(false);
  });
});
