import type { ReportFormat, ReportKind } from '@cabinet/shared/contract';

import type { ReportRange } from '../../../entities/report';

/** The platform's name for a report's file: `report-orders-2026-10-25_2026-11-25.csv`. */
export function reportFileName(kind: ReportKind, range: ReportRange, format: ReportFormat): string {
  return `report-${kind}-${range.from}_${range.to}.${format}`;
}
