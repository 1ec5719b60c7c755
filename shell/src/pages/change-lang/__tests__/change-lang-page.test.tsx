import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { $lang, $pageTitle, langChanged } from '@cabinet/shared';
import { switchLanguage } from '@cabinet/shared/testing';

import { ChangeLangPage } from '../change-lang-page';

afterEach(() => act(() => langChanged('ru')));

describe('ChangeLangPage', () => {
  it('offers the two languages with the current one chosen', () => {
    render(<ChangeLangPage />);
    expect(screen.getByRole('group', { name: 'Выберите язык интерфейса' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Русский' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Қазақша' })).not.toBeChecked();
    expect($pageTitle.getState()).toBe('Язык');
  });

  it('switches the whole interface to Kazakh at once', async () => {
    render(<ChangeLangPage />);

    await userEvent.click(screen.getByRole('radio', { name: 'Қазақша' }));

    expect($lang.getState()).toBe('kk');
    expect(await screen.findByRole('group', { name: 'Интерфейс тілін таңдаңыз' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Қазақша' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Русский' })).not.toBeChecked();
    expect(document.title).toBe('Тіл');
    expect(document.documentElement.lang).toBe('kk');
    expect(localStorage.getItem('lang')).toBe('kk');
  });

  it('switches back to Russian', async () => {
    await switchLanguage('kk');
    render(<ChangeLangPage />);

    await userEvent.click(screen.getByRole('radio', { name: 'Русский' }));

    expect($lang.getState()).toBe('ru');
    expect(await screen.findByRole('group', { name: 'Выберите язык интерфейса' })).toBeInTheDocument();
    expect(document.title).toBe('Язык');
  });
});
