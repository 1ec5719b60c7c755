import { useStoreMap } from 'effector-react';

import { useTranslation } from '@cabinet/shared';

import { $points, addressLine } from '../../../entities/point';
import { PointTasks } from '../../../features/point-tasks';
import { $visibleProblems } from '../../../features/submit-order';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { usePointName } from './summary-rows';

/** The tasks screen's group for one point: named by the point and its address. */
export function MobilePointTasks({ index, showErrors }: { index: number; showErrors: boolean }) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const name = usePointName();
  const address = useStoreMap({
    store: $points,
    keys: [index],
    fn: (points, [position]) => (points[position] ? addressLine(points[position]) : ''),
  });
  const submittedIncomplete = useStoreMap({
    store: $visibleProblems,
    keys: [],
    fn: (problems) => problems.form.includes('paymentTaskIncomplete'),
  });
  return (
    <PointTasks
      index={index}
      legend={address ? t('mobileWizard.labelled', { label: name(index), text: address }) : name(index)}
      showErrors={showErrors || submittedIncomplete}
    />
  );
}
