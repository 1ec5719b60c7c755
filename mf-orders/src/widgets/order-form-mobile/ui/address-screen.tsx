import { useStoreMap, useUnit } from 'effector-react';
import type { RefObject } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { NO_ERRORS } from '../lib/point-errors';
import { $attemptedPoints, $pointErrors, nextPressed } from '../model/wizard-model';
import { MobileAddressForm } from './mobile-address-form';
import { ProblemList, ScreenFrame } from './screen-frame';

/** "From" (index 0, the origin address entry) or "to" (index 1, the route's second point). */
export function AddressScreen({
  index,
  headingRef,
}: {
  index: 0 | 1;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const next = useUnit(nextPressed);
  const attempted = useStoreMap({
    store: $attemptedPoints,
    keys: [index],
    fn: (points, [position]) => points.includes(position),
  });
  const errors = useStoreMap({
    store: $pointErrors,
    keys: [index],
    fn: (all, [position]) => all[position] ?? NO_ERRORS,
  });
  // The fields to fix, by name: each field says what is wrong with it (the address search may know
  // more, e.g. "outside the delivery zone").
  const phoneLabel = index === 0 ? t('creation.wizard_senderPhone') : t('creation.wizard_recipientPhone');
  const problems = attempted
    ? [errors.address ? t('creation.address') : null, errors.phone ? phoneLabel : null].filter(
        (label) => label !== null,
      )
    : [];

  return (
    <ScreenFrame
      title={index === 0 ? t('creation.wizard_fromTitle') : t('creation.wizard_toTitle')}
      headingRef={headingRef}
      footer={<Button onClick={() => next()}>{t('creation.wizard_next')}</Button>}
    >
      <MobileAddressForm index={index} showErrors={attempted} />
      <ProblemList intro={t('mobileWizard.stepProblems')} problems={problems} />
    </ScreenFrame>
  );
}
