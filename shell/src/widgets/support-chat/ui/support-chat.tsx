import * as Dialog from '@radix-ui/react-dialog';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { $lang, $runtimeConfig, $user, useTranslation } from '@cabinet/shared';

import { supportChatUrl } from '../lib/support-chat-url';
import {
  $supportChatOpen,
  $supportChatReady,
  layoutShown,
  supportChatClosed,
  supportChatRequested,
} from '../model/support-chat-model';
import styles from './support-chat.module.css';

/**
 * The support chat of §1: a launcher that appears a few seconds after start-up and a panel framing
 * the chat page with the user's identity. Not modal: the cabinet stays usable beside it, and a
 * click outside the panel closes it.
 */
export function SupportChat() {
  const { t } = useTranslation();
  const [ready, open, config, user, lang] = useUnit([
    $supportChatReady,
    $supportChatOpen,
    $runtimeConfig,
    $user,
    $lang,
  ]);
  useEffect(() => {
    layoutShown();
  }, []);
  if (!ready || !config) return null;
  return (
    <Dialog.Root
      modal={false}
      open={open}
      onOpenChange={(next) => (next ? supportChatRequested() : supportChatClosed())}
    >
      <Dialog.Trigger className={styles.launcher}>{t('supportChat.open')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('supportChat.title')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('supportChat.close')}>
              ×
            </Dialog.Close>
          </div>
          <iframe
            className={styles.frame}
            src={supportChatUrl(config.supportChat.url, user, lang)}
            title={t('supportChat.frame')}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
