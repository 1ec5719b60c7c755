import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import { PlaceTextField, createAddressFormModel, type AddressValues, type PlaceTextFieldLook } from '..';
import { NO_ADDRESS } from './no-address';

interface Values extends AddressValues {
  name: string;
  phone: string;
  comment: string;
}
type Name = 'name' | 'phone' | 'comment';
type FieldError = { kind: 'required' } | { kind: 'tooLong'; max: number };

const EMPTY: Values = {
  ...NO_ADDRESS,
  name: '',
  phone: '',
  comment: '',
};

const form = createAddressFormModel<Values, Name, Values, FieldError>({
  empty: EMPTY,
  valuesOf: (stored) => stored,
  sameValues: (left, right) => JSON.stringify(left) === JSON.stringify(right),
  focusOrder: ['name', 'address', 'phone', 'comment'],
});

const errorText = (error: FieldError | undefined) =>
  !error ? null : error.kind === 'required' ? 'Заполните поле' : `Не длиннее ${error.max} символов`;

function renderField(scope: ReturnType<typeof fork>, field: Name, look: PlaceTextFieldLook) {
  return render(
    <Provider value={scope}>
      <PlaceTextField form={form} field={field} id={`place-${field}`} errorText={errorText} {...look} />
    </Provider>,
  );
}

describe('PlaceTextField: one text field of a place form, bound to its state', () => {
  it('shows the stored value and its hint, and sends what is typed to the form', async () => {
    const scope = fork();
    await allSettled(form.storedOpened, { scope, params: { ...EMPTY, name: 'Склад' } });
    renderField(scope, 'name', { label: 'Название', hint: 'Как его зовут курьеры' });
    const input = screen.getByRole('textbox', { name: 'Название' });
    expect(input).toHaveValue('Склад');
    expect(screen.getByText('Как его зовут курьеры')).toBeInTheDocument();
    await userEvent.type(input, ' 1');
    expect(scope.getState(form.$values).name).toBe('Склад 1');
    expect(input).toHaveValue('Склад 1');
    expect(scope.getState(form.$dirty)).toBe(true);
    expect(input).toHaveAttribute('autocomplete', 'off');
  });

  it('shows its error in the form’s words, and typing clears it', async () => {
    const scope = fork();
    await allSettled(form.errorsShown, {
      scope,
      params: {
        errors: { name: { kind: 'tooLong', max: 10 }, phone: { kind: 'required' } },
        formMessage: null,
      },
    });
    renderField(scope, 'name', { label: 'Название' });
    const input = screen.getByRole('textbox', { name: 'Название' });
    expect(input).toHaveAccessibleDescription(/Не длиннее 10 символов/);
    await userEvent.type(input, 'А');
    expect(screen.queryByText('Не длиннее 10 символов')).not.toBeInTheDocument();
    // Only the field typed in loses its error.
    expect(scope.getState(form.$errors).phone).toEqual({ kind: 'required' });
  });

  it('is a several-line note or a phone number when the form says so', async () => {
    const scope = fork();
    renderField(scope, 'comment', { label: 'Комментарий', control: 'textarea' });
    const note = screen.getByRole('textbox', { name: 'Комментарий' });
    expect(note.tagName).toBe('TEXTAREA');
    await userEvent.type(note, 'Звонить{Enter}заранее');
    expect(scope.getState(form.$values).comment).toBe('Звонить\nзаранее');

    renderField(scope, 'phone', { label: 'Телефон', control: 'phone', maxLength: 20 });
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    expect(phone).toHaveAttribute('type', 'tel');
    await userEvent.type(phone, '7011234567');
    expect(scope.getState(form.$values).phone).not.toBe('');
  });
});
