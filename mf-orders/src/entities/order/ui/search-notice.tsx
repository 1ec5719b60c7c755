import { useEffect, useState } from 'react';

import { useTranslation } from '@cabinet/shared';

import { NAMESPACE } from '../../../shared/i18n';
import {
  FALLBACK_SEARCH_ESTIMATE_MINUTES,
  msUntilSearchEstimateEnds,
  searchProgress,
} from '../model/order-status';
import styles from './search-notice.module.css';

/** The countdown's minutes are read again this often. */
const TICK_MS = 10_000;

/**
 * §4: before a courier is found, the estimate counts down in minutes from when the search began,
 * then the still-searching text. The estimate is the platform's (`searchEstimateMinutes(order)`).
 * It is read where it stands, never announced: a live region would speak every minute of it.
 */
export function SearchNotice({
  since,
  estimateMinutes = FALLBACK_SEARCH_ESTIMATE_MINUTES,
}: {
  since: string;
  estimateMinutes?: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // The still-searching text comes the moment the estimate runs out, not at the next tick.
  useEffect(() => {
    const endsIn = msUntilSearchEstimateEnds(since, Date.now(), estimateMinutes);
    if (endsIn === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), endsIn);
    return () => clearTimeout(timer);
  }, [since, estimateMinutes]);
  const progress = searchProgress(since, now, estimateMinutes);
  return (
    // Not a live region: a screen reader is told of state changes, not of every minute counted down.
    <p className={styles.notice}>
      {progress.kind === 'countdown'
        ? t('tracking.searchCountdown', { minutes: progress.minutes })
        : t('tracking.stillSearching')}
    </p>
  );
}
