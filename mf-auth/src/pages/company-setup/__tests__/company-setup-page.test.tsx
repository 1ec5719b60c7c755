import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { langChanged } from '@cabinet/shared';
import { platformRequest } from '@cabinet/shared/http';
import { switchLanguage } from '@cabinet/shared/testing';

import CompanySetupPage from '..';
import { kk } from '../../../shared/i18n/company-setup/kk';
import { ru } from '../../../shared/i18n/company-setup/ru';

jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn() }));

const request = platformRequest as jest.MockedFunction<typeof platformRequest>;
const texts = ru.companySetup;

function renderPage(onCreated = jest.fn()) {
  const user = userEvent.setup();
  render(
    <Provider value={fork()}>
      <CompanySetupPage onCreated={onCreated} />
    </Provider>,
  );
  return { user, onCreated };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.type(screen.getByLabelText(texts.nameLabel), 'ТОО «Достык»');
  await user.type(screen.getByLabelText(texts.contactNameLabel), 'Айгерим Сапарова');
  await user.type(screen.getByLabelText(texts.phoneLabel), phone);
}

describe('the company setup page', () => {
  beforeEach(() => request.mockReset());
  afterEach(() => act(() => langChanged('ru')));

  it('names itself and labels every field', () => {
    renderPage();
    expect(screen.getByRole('article', { name: texts.title })).toBeInTheDocument();
    expect(document.title).toBe(texts.title);
    expect(screen.getByRole('textbox', { name: texts.nameLabel })).toBeRequired();
    expect(screen.getByRole('textbox', { name: texts.contactNameLabel })).toBeRequired();
    expect(screen.getByRole('textbox', { name: texts.phoneLabel })).toHaveAccessibleDescription(
      texts.phoneHint,
    );
  });

  it('says what is missing, beside each field and in a summary, without calling the server', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: texts.submit }));

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(texts.summaryTitle);
    expect(screen.getByRole('link', { name: texts.nameRequired })).toHaveAttribute(
      'href',
      '#company-setup-name',
    );
    const name = screen.getByRole('textbox', { name: texts.nameLabel });
    expect(name).toHaveAttribute('id', 'company-setup-name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(texts.nameRequired);
    expect(screen.getByRole('textbox', { name: texts.contactNameLabel })).toHaveAccessibleDescription(
      texts.contactNameRequired,
    );
    expect(screen.getByRole('textbox', { name: texts.phoneLabel })).toHaveAccessibleDescription(
      `${texts.phoneHint} ${texts.phoneRequired}`,
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses a number that is not a Kazakhstan mobile one', async () => {
    const { user } = renderPage();
    await fillForm(user, '+7 727 123 45 67');
    await user.click(screen.getByRole('button', { name: texts.submit }));

    const phone = screen.getByRole('textbox', { name: texts.phoneLabel });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(`${texts.phoneHint} ${texts.phoneInvalid}`);
    expect(screen.getByRole('textbox', { name: texts.nameLabel })).not.toHaveAttribute('aria-invalid');
    expect(request).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, '87011234567');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('creates the company with the phone in E.164, busy while sending, then hands over', async () => {
    let answer: (value: unknown) => void = () => undefined;
    request.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user, onCreated } = renderPage();
    await fillForm(user, '7011234567');
    await user.click(screen.getByRole('button', { name: texts.submit }));

    expect(request).toHaveBeenCalledWith({
      method: 'post',
      url: '/rocket/v0/business/company',
      data: { name: 'ТОО «Достык»', contact_name: 'Айгерим Сапарова', phone_number: '+77011234567' },
    });
    expect(screen.getByRole('button', { name: texts.submitting })).toBeDisabled();
    expect(onCreated).not.toHaveBeenCalled();

    await act(async () => answer({ id: 7 }));
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(texts.created);
  });

  it('shows the server’s 400 message beside the field it names', async () => {
    request.mockRejectedValue(
      Object.assign(new Error('Request failed with status code 400'), {
        response: {
          status: 400,
          data: {
            detail: {
              code: 'VALIDATION_ERROR',
              message: 'Некорректные данные',
              fields: { phone_number: 'Телефон в формате +7XXXXXXXXXX' },
            },
          },
        },
      }),
    );
    const { user, onCreated } = renderPage();
    await fillForm(user, '+7 701 123 45 67');
    await user.click(screen.getByRole('button', { name: texts.submit }));

    const phone = screen.getByRole('textbox', { name: texts.phoneLabel });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(`${texts.phoneHint} Телефон в формате +7XXXXXXXXXX`);
    expect(screen.getByRole('button', { name: texts.submit })).toBeEnabled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('keeps other failures out of the form: the shared pipeline shows them', async () => {
    request.mockRejectedValue(
      Object.assign(new Error('Request failed with status code 500'), { response: { status: 500 } }),
    );
    const { user, onCreated } = renderPage();
    await fillForm(user, '+7 701 123 45 67');
    await user.click(screen.getByRole('button', { name: texts.submit }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.submit })).toBeEnabled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('speaks Kazakh when the language is kk', async () => {
    await switchLanguage('kk');
    const { user } = renderPage();
    expect(screen.getByRole('article', { name: kk.companySetup.title })).toBeInTheDocument();
    await user.type(screen.getByLabelText(kk.companySetup.phoneLabel), '123');
    await user.click(screen.getByRole('button', { name: kk.companySetup.submit }));
    expect(screen.getByLabelText(kk.companySetup.phoneLabel)).toHaveAccessibleDescription(
      `${kk.companySetup.phoneHint} ${kk.companySetup.phoneInvalid}`,
    );
  });
});
