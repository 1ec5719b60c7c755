import * as Dialog from '@radix-ui/react-dialog';
import { useUnit } from 'effector-react';
import { useId, useRef } from 'react';

import { describeFailure, useTranslation } from '@cabinet/shared';
import { MAX_LENGTH, type Group } from '@cabinet/shared/contract';
import { Button, Field, Radio, RadioGroup, Spinner, Textarea } from '@cabinet/shared/ui';

import {
  asRequestFailure,
  cancelRule,
  canCancel,
  type CancelRule,
  OrderNumberText,
} from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';
import {
  $causeId,
  $causeMissing,
  $causes,
  $causesLoading,
  $comment,
  $pending,
  $refusal,
  $target,
  cancelDialogClosed,
  cancelDialogOpened,
  cancelSubmitted,
  causeSelected,
  commentChanged,
} from '../model/cancel-order-model';
import styles from './cancel-order.module.css';

/** The three rules of §9 in the order they apply, with their texts. */
const RULES: ReadonlyArray<
  [
    CancelRule,
    'orderDetails.cancelRuleFree' | 'orderDetails.cancelRuleArrival' | 'orderDetails.cancelRuleReturn',
  ]
> = [
  ['free', 'orderDetails.cancelRuleFree'],
  ['arrival-fee', 'orderDetails.cancelRuleArrival'],
  ['return-fee', 'orderDetails.cancelRuleReturn'],
];

/** §9: free before the courier arrives, a fee once arrived, a return on top after pickup — and which applies now. */
function CancelRules({ state }: { state: Group['state'] }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const now = cancelRule(state);
  return (
    <div className={styles.rules}>
      <h3 id={titleId} className={styles.rulesTitle}>
        {t('orderDetails.cancelRulesTitle')}
      </h3>
      <ul aria-labelledby={titleId} className={styles.ruleList}>
        {RULES.map(([rule, key]) => (
          <li
            key={rule}
            aria-current={rule === now || undefined}
            className={rule === now ? styles.current : undefined}
          >
            {t(key)}
            {rule === now ? ` (${t('orderDetails.cancelRuleNow')})` : null}
          </li>
        ))}
      </ul>
      <p className={styles.rule}>{t(`tracking.cancelRule_${now}`)}</p>
    </div>
  );
}

/** "Cancel order" with a cause from cancel-types and the cancellation rules (§2, §9). */
export function CancelOrderButton({
  order,
  onFocusLost,
}: {
  order: Group;
  /**
   * The dialog closed and its button is gone (the order was cancelled, or it no longer exists): the
   * screen puts the focus somewhere sensible instead of leaving it on the page's body.
   */
  onFocusLost?: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [target, causes, causesLoading, causeId, comment, causeMissing, pending, refusal] = useUnit([
    $target,
    $causes,
    $causesLoading,
    $causeId,
    $comment,
    $causeMissing,
    $pending,
    $refusal,
  ]);
  const [open, close, select, changeComment, submit] = useUnit([
    cancelDialogOpened,
    cancelDialogClosed,
    causeSelected,
    commentChanged,
    cancelSubmitted,
  ]);

  const isOpen = target?.id === order.id;
  // An open dialog stays to explain a refusal even once the refreshed order can no longer be cancelled.
  if (!canCancel(order.state) && !isOpen) return null;
  // ORDER_HAS_BEEN_DELIVERED has no text in the shared §8 catalogue (the platform's message is
  // Russian): this dialog has its own, in the reader's language.
  let refusalTexts: { title: string; text?: string | null } | null = null;
  if (refusal?.code === 'ORDER_HAS_BEEN_DELIVERED') {
    refusalTexts = {
      title: t('trackingFixes.cancelDelivered'),
      text: t('trackingFixes.cancelDeliveredText'),
    };
  } else if (refusal) {
    refusalTexts = describeFailure(
      asRequestFailure(refusal, `/rocket/v0/deliveries/groups/${order.id}`, 'PATCH'),
    );
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={(next) => (next ? open(order) : close())}>
      {canCancel(order.state) ? (
        <Dialog.Trigger asChild ref={triggerRef}>
          <Button variant="secondary">{t('tracking.cancelOrder')}</Button>
        </Dialog.Trigger>
      ) : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Back to the button when it is still there; after the screen has re-rendered, so a
            // cancelled (or vanished) order's missing button does not leave the focus nowhere.
            event.preventDefault();
            setTimeout(() => {
              if (triggerRef.current?.isConnected) triggerRef.current.focus();
              else onFocusLost?.();
            });
          }}
        >
          <Dialog.Title className={styles.title}>
            <OrderNumberText
              text={t('tracking.cancelTitle', { number: order.number })}
              number={order.number}
            />
          </Dialog.Title>
          {refusalTexts ? (
            <>
              <div role="alert" className={styles.refusal}>
                <strong>{refusalTexts.title}</strong>
                {refusalTexts.text ? <p className={styles.refusalText}>{refusalTexts.text}</p> : null}
              </div>
              <div className={styles.buttons}>
                <Dialog.Close asChild>
                  <Button>{t('orderDetails.cancelClose')}</Button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <>
              {/* The live order's state while it can be cancelled: the rules follow the courier. */}
              <CancelRules state={canCancel(order.state) ? order.state : (target ?? order).state} />
              <form
                className={styles.form}
                onSubmit={(event) => {
                  event.preventDefault();
                  submit();
                }}
              >
                <RadioGroup legend={t('tracking.cancelCauses')}>
                  {causesLoading ? <Spinner label={t('tracking.cancelCausesLoading')} /> : null}
                  {causes.map((cause) => (
                    <Radio
                      key={cause.id}
                      name="cancel-cause"
                      value={cause.id}
                      label={cause.name}
                      checked={causeId === cause.id}
                      aria-invalid={causeMissing || undefined}
                      onChange={() => select(cause.id)}
                    />
                  ))}
                  {causeMissing ? (
                    <p role="alert" className={styles.error}>
                      {t('tracking.cancelChooseCause')}
                    </p>
                  ) : null}
                </RadioGroup>
                <Field label={t('tracking.cancelComment')} maxLength={MAX_LENGTH.comment}>
                  <Textarea value={comment} onChange={(event) => changeComment(event.target.value)} />
                </Field>
                <div className={styles.buttons}>
                  <Dialog.Close asChild>
                    <Button variant="ghost">{t('tracking.cancelKeep')}</Button>
                  </Dialog.Close>
                  <Button type="submit" disabled={pending}>
                    {t('tracking.cancelConfirm')}
                  </Button>
                </div>
              </form>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
