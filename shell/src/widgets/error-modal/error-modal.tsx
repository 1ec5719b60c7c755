import * as Dialog from '@radix-ui/react-dialog';
import { useUnit } from 'effector-react';

import {
  $errorModal,
  errorModalActions,
  errorModalClosed,
  $runtimeConfig,
  useTranslation,
} from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import styles from './error-modal.module.css';

/**
 * The global error modal (§2): title and text; support only for a repeated error, reload for a
 * server fault (with a close button beside it), acknowledge otherwise. Radix traps focus, restores
 * it, and Esc acknowledges.
 */
export default function ErrorModal() {
  const { t } = useTranslation();
  const [content, close, config] = useUnit([$errorModal, errorModalClosed, $runtimeConfig]);
  if (!content) return null;
  const actions = errorModalActions(content);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{content.title}</Dialog.Title>
          <Dialog.Description className={styles.text}>{content.text}</Dialog.Description>
          <div className={styles.actions}>
            {actions.contactSupport && config ? (
              <Button
                variant="secondary"
                onClick={() => window.open(config.supportChat.url, '_blank', 'noopener')}
              >
                {t('errorModal.contactSupport')}
              </Button>
            ) : null}
            {actions.reload ? (
              <Button onClick={() => window.location.reload()}>{t('errorModal.reload')}</Button>
            ) : null}
            {actions.acknowledge ? (
              <Button onClick={close}>{t('errorModal.acknowledge')}</Button>
            ) : (
              // A server fault offers a reload, and always a way to go on without one.
              <Dialog.Close asChild>
                <Button variant="secondary">{t('errorModal.close')}</Button>
              </Dialog.Close>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
