import { useUnit } from 'effector-react';

import { useTranslation } from '@cabinet/shared';
import { MAX_LENGTH } from '@cabinet/shared/contract';
import { Field, Textarea } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { $orderComment, orderCommentChanged } from '../model/details-model';

/**
 * §3 order details: the whole order's comment. Its limit is the contract's (the platform's own
 * check of the create call), so the field never takes text the platform would refuse.
 */
export function OrderCommentField({ error = null }: { error?: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const [comment, change] = useUnit([$orderComment, orderCommentChanged]);
  return (
    <Field
      label={t('orderFixes.orderComment')}
      hint={t('orderFixes.orderCommentHint')}
      maxLength={MAX_LENGTH.longComment}
      error={error}
    >
      <Textarea value={comment} onChange={(event) => change(event.target.value)} />
    </Field>
  );
}
