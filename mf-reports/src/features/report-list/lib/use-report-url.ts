import { useCallback, useMemo } from 'react';

import { almatyToday } from '@cabinet/shared/dates';
import { useSearchParams } from '@cabinet/shared/router';

import { readReportQuery, writeReportQuery, type ReportQuery } from '../../../entities/report';

/**
 * The report on screen lives in the URL (tab, days, page, order), so a reload or a shared link
 * shows the same rows. A new tab or page is a history entry; days and order replace the entry.
 */
export function useReportUrl(): { query: ReportQuery; change: (change: Partial<ReportQuery>) => void } {
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => almatyToday(), []);
  const { kind, from, to, page, sort } = readReportQuery(params, today);
  const query = useMemo(() => ({ kind, from, to, page, sort }), [kind, from, to, page, sort]);
  const change = useCallback(
    (next: Partial<ReportQuery>) =>
      setParams((current) => writeReportQuery(current, next), {
        replace: next.kind === undefined && next.page === undefined,
      }),
    [setParams],
  );
  return { query, change };
}
