import { useStoreMap, useUnit } from 'effector-react';
import type { RefObject } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { $pointCount } from '../../../entities/point';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { NO_ERRORS } from '../lib/point-errors';
import { $attemptedPoints, $pointErrors, nextPressed, pointRemovePressed } from '../model/wizard-model';
import { MobileAddressForm } from './mobile-address-form';
import { ProblemList, ScreenFrame } from './screen-frame';

/**
 * "From" (index 0, the origin address entry), "to" (index 1, the route's second point) or a further
 * stop (index 2 and on, opened from the summary). Any point but the sender's can be removed while
 * the route keeps two (§4).
 */
export function AddressScreen({
  index,
  headingRef,
}: {
  index: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [next, remove, count] = useUnit([nextPressed, pointRemovePressed, $pointCount]);
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
  const stop = index > 1;
  const title =
    index === 0
      ? t('creation.wizard_fromTitle')
      : index === 1
        ? t('creation.wizard_toTitle')
        : t('mobileWizard.pointNumber', { number: index + 1 });

  return (
    <ScreenFrame
      title={title}
      headingRef={headingRef}
      footer={
        <>
          {index > 0 && count > 2 ? (
            <Button variant="secondary" onClick={() => remove(index)}>
              {t('creation.removePoint', { number: index + 1 })}
            </Button>
          ) : null}
          <Button onClick={() => next()}>
            {stop ? t('creation.wizard_done') : t('creation.wizard_next')}
          </Button>
        </>
      }
    >
      <MobileAddressForm index={index} showErrors={attempted} />
      <ProblemList intro={t('mobileWizard.stepProblems')} problems={problems} />
    </ScreenFrame>
  );
}
