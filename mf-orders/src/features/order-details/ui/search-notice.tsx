import { useEffect, useState } from 'react';

import { useTranslation } from '@cabinet/shared';

import { searchProgress } from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';
import styles from './order-details.module.css';

const TICK_MS = 10_000;

/** §4: before a courier is found, the estimate counts down in minutes, then the still-searching text. */
export function SearchNotice({ since }: { since: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const progress = searchProgress(since, now);
  return (
    <p className={styles.notice} role="status">
      {progress.kind === 'countdown'
        ? t('tracking.searchCountdown', { minutes: progress.minutes })
        : t('tracking.stillSearching')}
    </p>
  );
}
