import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';

import { SUPPORT_CHAT_DELAY_MS, langChanged, runtimeConfigLoaded, userLoaded } from '@cabinet/shared';
import { testRuntimeConfig, testUserProfile } from '@cabinet/shared/testing';

import { supportChatUrl } from '../lib/support-chat-url';
import {
  $supportChatOpen,
  $supportChatReady,
  layoutShown,
  supportChatClosed,
  supportChatRequested,
} from '../model/support-chat-model';
import { SupportChat } from '../ui/support-chat';

const user = testUserProfile({
  id: 42,
  companyData: { id: 7, name: 'ТОО «Ромашка»', contact_name: '', is_kaspi_box: false, cent_token: null },
});

describe('the support chat model (§1: it starts 3 s after start-up)', () => {
  it('is there SUPPORT_CHAT_DELAY_MS after the layout shows, not before', async () => {
    jest.useFakeTimers();
    const scope = fork();
    void allSettled(layoutShown, { scope });
    jest.advanceTimersByTime(SUPPORT_CHAT_DELAY_MS - 1);
    await Promise.resolve();
    expect(scope.getState($supportChatReady)).toBe(false);
    jest.advanceTimersByTime(1);
    await allSettled(scope);
    expect(scope.getState($supportChatReady)).toBe(true);
    expect(scope.getState($supportChatOpen)).toBe(false);
    jest.useRealTimers();
  });

  it('opens at once when asked for sooner, and closes', async () => {
    const scope = fork();
    await allSettled(supportChatRequested, { scope });
    expect(scope.getState($supportChatReady)).toBe(true);
    expect(scope.getState($supportChatOpen)).toBe(true);
    await allSettled(supportChatClosed, { scope });
    expect(scope.getState($supportChatOpen)).toBe(false);
  });
});

describe('the chat page address', () => {
  it('carries who writes: user id, name, company and language', () => {
    const url = new URL(supportChatUrl('https://support.example.kz/chat?channel=web', user, 'kk'));
    expect(url.origin + url.pathname).toBe('https://support.example.kz/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      channel: 'web',
      user_id: '42',
      name: 'Айгерим Сапарова',
      company: 'ТОО «Ромашка»',
      lang: 'kk',
    });
  });

  it('says only the language before the profile is known', () => {
    expect(supportChatUrl('https://support.example.kz/chat', null, 'ru')).toBe(
      'https://support.example.kz/chat?lang=ru',
    );
  });
});

describe('the support chat widget', () => {
  beforeEach(() =>
    act(() => {
      runtimeConfigLoaded(testRuntimeConfig({ supportChat: { url: 'http://support.test/chat' } }));
      userLoaded(user);
      langChanged('ru');
    }),
  );

  it('frames the chat with the identity, and a click outside its frame closes it', async () => {
    render(
      <>
        <h1>Склады</h1>
        <SupportChat />
      </>,
    );
    act(() => supportChatRequested());
    const chat = await screen.findByRole('dialog', { name: 'Чат поддержки' });
    expect(screen.getByTitle('Переписка со службой поддержки')).toHaveAttribute(
      'src',
      expect.stringContaining('company=%D0%A2%D0%9E%D0%9E'),
    );
    expect(chat).toBeVisible();
    await userEvent.click(screen.getByRole('heading', { name: 'Склады' }));
    expect(screen.queryByRole('dialog', { name: 'Чат поддержки' })).not.toBeInTheDocument();
    expect($supportChatOpen.getState()).toBe(false);
    // The launcher stays to open it again.
    await userEvent.click(screen.getByRole('button', { name: 'Чат поддержки' }));
    expect(await screen.findByRole('dialog', { name: 'Чат поддержки' })).toBeVisible();
  });
});
