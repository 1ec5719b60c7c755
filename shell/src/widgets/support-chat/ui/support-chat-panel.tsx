import * as Dialog from '@radix-ui/react-dialog';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';

import { $lang, $runtimeConfig, $user, useTranslation } from '@cabinet/shared';

import {
  SUPPORT_IDENTITY,
  isSupportReady,
  supportChatFrameUrl,
  supportIdentityOf,
} from '../lib/support-identity';
import { $supportChatOpen, supportChatClosed, supportChatRequested } from '../model/support-chat-model';
import styles from './support-chat.module.css';
import { LauncherContent } from './support-launcher';

/**
 * The launcher and the panel framing the chat page. Not modal: the cabinet stays usable beside it,
 * and a click outside the panel closes it. The frame is sandboxed; it learns who writes by
 * postMessage to its exact origin, once it says it is ready.
 */
export function SupportChatPanel() {
  const { t } = useTranslation();
  const [open, config, user, lang] = useUnit([$supportChatOpen, $runtimeConfig, $user, $lang]);
  const frame = useRef<HTMLIFrameElement>(null);
  const chatUrl = config?.supportChat.url ?? null;

  useEffect(() => {
    if (!open || !chatUrl || !user) return undefined;
    const chatOrigin = new URL(chatUrl).origin;
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow ?? null;
      if (!target || !isSupportReady(event, target, chatOrigin)) return;
      target.postMessage({ type: SUPPORT_IDENTITY, identity: supportIdentityOf(user, lang) }, chatOrigin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, chatUrl, user, lang]);

  if (!chatUrl) return null;
  return (
    <Dialog.Root
      modal={false}
      open={open}
      onOpenChange={(next) => (next ? supportChatRequested() : supportChatClosed())}
    >
      <Dialog.Trigger className={styles.launcher}>
        <LauncherContent label={t('supportChat.open')} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('supportChat.title')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('supportChat.close')}>
              ×
            </Dialog.Close>
          </div>
          <iframe
            ref={frame}
            className={styles.frame}
            src={supportChatFrameUrl(chatUrl, lang)}
            title={t('supportChat.frame')}
            // Scripts and its own origin (so that messages can be addressed to it); no top
            // navigation, no downloads, no modals over the cabinet.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
