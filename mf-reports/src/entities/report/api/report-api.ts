import type {
  ApiReportDetail,
  ApiReportPage,
  CodReportDetail,
  CodReportPage,
  ReportFormat,
  ReportKind,
  ReportOrdering,
  Statistics,
} from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

import type { ReportQuery, ReportRange } from '../lib/report-query';

/** Rows per page of a report table. */
export const REPORT_PAGE_SIZE = 20;

const LIST_URL: Record<ReportKind, string> = {
  orders: '/rocket/v0/reports/api',
  cod: '/rocket/v0/reports/api-cod',
};

export type ReportPage = ApiReportPage | CodReportPage;
export type ReportDetail = ApiReportDetail | CodReportDetail;

/** One page of the orders or the cash-on-delivery report for a range of Almaty days. */
export function fetchReportPage(query: ReportQuery): Promise<ReportPage> {
  return platformRequest<ReportPage>({
    method: 'get',
    url: LIST_URL[query.kind],
    params: {
      page: query.page,
      page_size: REPORT_PAGE_SIZE,
      start_date: query.from,
      end_date: query.to,
      ordering: query.sort,
    },
  });
}

/** One order of a report with its points. */
export function fetchReportDetail(kind: ReportKind, id: number): Promise<ReportDetail> {
  return platformRequest<ReportDetail>({ method: 'get', url: `${LIST_URL[kind]}/${id}` });
}

export function fetchStatistics(range: ReportRange): Promise<Statistics> {
  return platformRequest<Statistics>({
    method: 'get',
    url: '/rocket/v0/reports/statistics',
    params: { start_date: range.from, end_date: range.to },
  });
}

export interface GenerateRequest extends ReportRange {
  kind: ReportKind;
  format: ReportFormat;
  sort: ReportOrdering;
  /**
   * The file received so far: its bytes, and their share of the whole (0..1) when the server says how
   * large it is (a compressed answer does not, so a CSV report comes with its bytes only).
   */
  onProgress?: (received: ReportReceived) => void;
}

/** How much of a report's file has arrived. */
export interface ReportReceived {
  bytes: number;
  share: number | null;
}

/** The report's file, made by the platform for the range and kind (`reports/generate`). */
export function generateReport({ kind, format, sort, from, to, onProgress }: GenerateRequest): Promise<Blob> {
  return platformRequest<Blob>({
    method: 'get',
    url: '/rocket/v0/reports/generate',
    params: { type: kind, format, ordering: sort, start_date: from, end_date: to },
    responseType: 'blob',
    // A file may take longer than a list to make.
    timeout: 120_000,
    ...(onProgress
      ? {
          onDownloadProgress: (event: { loaded: number; total?: number }) => {
            onProgress({
              bytes: event.loaded,
              share: event.total ? Math.min(1, event.loaded / event.total) : null,
            });
          },
        }
      : {}),
  });
}
