import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';

import { langChanged, runtimeConfigLoaded, userLoaded } from '@cabinet/shared';
import { testRuntimeConfig, testUserProfile } from '@cabinet/shared/testing';

import { supportChatFrameUrl, supportIdentityOf } from '../lib/support-identity';
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
  afterEach(() => jest.useRealTimers());

  it('is there 3 s (3000 ms) after the layout shows, not before', async () => {
    jest.useFakeTimers();
    const scope = fork();
    void allSettled(layoutShown, { scope });
    jest.advanceTimersByTime(2_999);
    await Promise.resolve();
    expect(scope.getState($supportChatReady)).toBe(false);
    jest.advanceTimersByTime(1);
    await allSettled(scope);
    expect(scope.getState($supportChatReady)).toBe(true);
    expect(scope.getState($supportChatOpen)).toBe(false);
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

describe('the chat page address and identity', () => {
  it('carries the language only: who writes never goes into a URL', () => {
    const url = new URL(supportChatFrameUrl('https://support.example.kz/chat?channel=web', 'kk'));
    expect(url.origin + url.pathname).toBe('https://support.example.kz/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({ channel: 'web', lang: 'kk' });
  });

  it('names the user id, the person and the company', () => {
    expect(supportIdentityOf(user, 'kk')).toEqual({
      userId: 42,
      name: 'Айгерим Сапарова',
      company: 'ТОО «Ромашка»',
      lang: 'kk',
    });
    expect(supportIdentityOf(testUserProfile({ companyData: null }), 'ru').company).toBeNull();
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

  it('frames the chat, and a click outside its frame closes it', async () => {
    render(
      <>
        <h1>Склады</h1>
        <SupportChat />
      </>,
    );
    act(() => supportChatRequested());
    const chat = await screen.findByRole('dialog', { name: 'Чат поддержки' });
    const frame = screen.getByTitle('Переписка со службой поддержки');
    expect(frame).toHaveAttribute('src', 'http://support.test/chat?lang=ru');
    expect(frame).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(chat).toBeVisible();
    await userEvent.click(screen.getByRole('heading', { name: 'Склады' }));
    expect(screen.queryByRole('dialog', { name: 'Чат поддержки' })).not.toBeInTheDocument();
    expect($supportChatOpen.getState()).toBe(false);
    // The launcher stays to open it again.
    await userEvent.click(screen.getByRole('button', { name: 'Чат поддержки' }));
    expect(await screen.findByRole('dialog', { name: 'Чат поддержки' })).toBeVisible();
  });

  it('tells who writes to the chat page by postMessage, to its exact origin, once it is ready', async () => {
    render(<SupportChat />);
    act(() => supportChatRequested());
    const frame = (await screen.findByTitle('Переписка со службой поддержки')) as HTMLIFrameElement;
    const chatWindow = frame.contentWindow as Window;
    const post = jest.spyOn(chatWindow, 'postMessage').mockImplementation(() => undefined);
    const ready = (init: MessageEventInit) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'support-chat:ready' }, ...init }));
      });

    ready({ origin: 'http://evil.test', source: chatWindow });
    ready({ origin: 'http://support.test', source: window });
    expect(post).not.toHaveBeenCalled();

    ready({ origin: 'http://support.test', source: chatWindow });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      {
        type: 'support-chat:identity',
        identity: { userId: 42, name: 'Айгерим Сапарова', company: 'ТОО «Ромашка»', lang: 'ru' },
      },
      'http://support.test',
    );
  });
});
