import { useCallback, useMemo } from 'react';

import { almatyToday } from '@cabinet/shared/dates';
import { useSearchParams } from '@cabinet/shared/router';

import { readRange, writeReportQuery, type ReportRange } from '../../../entities/report';

/** A page's range of days in its URL (`from`, `to`); without them, the last month to today. */
export function useRangeUrl(): { range: ReportRange; change: (change: Partial<ReportRange>) => void } {
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => almatyToday(), []);
  const { from, to } = readRange(params, today);
  const range = useMemo(() => ({ from, to }), [from, to]);
  const change = useCallback(
    (next: Partial<ReportRange>) =>
      setParams((current) => writeReportQuery(current, next), { replace: true }),
    [setParams],
  );
  return { range, change };
}
