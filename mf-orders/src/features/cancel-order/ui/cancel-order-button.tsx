import * as Dialog from '@radix-ui/react-dialog';
import { useUnit } from 'effector-react';
import { useId } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { Group } from '@cabinet/shared/contract';
import { Button, Spinner } from '@cabinet/shared/ui';

import { cancelRule, canCancel } from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';
import {
  $causeId,
  $causeMissing,
  $causes,
  $causesLoading,
  $comment,
  $pending,
  $target,
  cancelDialogClosed,
  cancelDialogOpened,
  cancelSubmitted,
  causeSelected,
  commentChanged,
} from '../model/cancel-order-model';
import styles from './cancel-order.module.css';

/** "Cancel order" with a cause from cancel-types and the cancellation rules (§2, §9). */
export function CancelOrderButton({ order }: { order: Group }) {
  const { t } = useTranslation(NAMESPACE);
  const commentId = useId();
  const [target, causes, causesLoading, causeId, comment, causeMissing, pending] = useUnit([
    $target,
    $causes,
    $causesLoading,
    $causeId,
    $comment,
    $causeMissing,
    $pending,
  ]);
  const [open, close, select, changeComment, submit] = useUnit([
    cancelDialogOpened,
    cancelDialogClosed,
    causeSelected,
    commentChanged,
    cancelSubmitted,
  ]);

  if (!canCancel(order.state)) return null;
  const isOpen = target?.id === order.id;

  return (
    <Dialog.Root open={isOpen} onOpenChange={(next) => (next ? open(order) : close())}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{t('tracking.cancelOrder')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.title}>
            {t('tracking.cancelTitle', { number: order.number })}
          </Dialog.Title>
          <Dialog.Description className={styles.rules}>{t('tracking.cancelRules')}</Dialog.Description>
          <p className={styles.rule}>{t(`tracking.cancelRule_${cancelRule(order.state)}`)}</p>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <fieldset className={styles.causes} aria-invalid={causeMissing || undefined}>
              <legend>{t('tracking.cancelCauses')}</legend>
              {causesLoading ? <Spinner label={t('tracking.cancelCausesLoading')} /> : null}
              {causes.map((cause) => (
                <label key={cause.id} className={styles.cause}>
                  <input
                    type="radio"
                    name="cancel-cause"
                    value={cause.id}
                    checked={causeId === cause.id}
                    onChange={() => select(cause.id)}
                  />
                  {cause.name}
                </label>
              ))}
              {causeMissing ? (
                <p role="alert" className={styles.error}>
                  {t('tracking.cancelChooseCause')}
                </p>
              ) : null}
            </fieldset>
            <label htmlFor={commentId} className={styles.commentLabel}>
              {t('tracking.cancelComment')}
            </label>
            <textarea
              id={commentId}
              className={styles.comment}
              value={comment}
              maxLength={500}
              onChange={(event) => changeComment(event.target.value)}
            />
            <div className={styles.buttons}>
              <Dialog.Close asChild>
                <Button variant="ghost">{t('tracking.cancelKeep')}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={pending}>
                {t('tracking.cancelConfirm')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
