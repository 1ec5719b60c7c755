import type { RowValues } from '../lib/columns';
import type { CheckedOrder, RowCheck } from '../lib/check-row';
import type { RowProblem } from '../lib/row-problem';

export type RowState = 'checking' | 'ready' | 'invalid';

/** A row of the file in the preview. */
export interface PreviewRow {
  id: number;
  /** Its row number in the file (the header is row 1). */
  line: number;
  values: RowValues;
  /** Grows with each edit: a check of older values is not applied. */
  version: number;
  state: RowState;
  problems: RowProblem[];
  order: CheckedOrder | null;
  /** Left out of the upload by the user. */
  dropped: boolean;
}

/** What the platform answered for a row that was uploaded. */
export interface RowResult {
  number: string | null;
  error: { code: string; message: string } | null;
}

export interface CheckResult extends RowCheck {
  id: number;
  version: number;
}

export type RowFilter = 'all' | 'problems' | 'dropped';

/** Applies a batch of check results to the rows, keeping rows whose values changed since. */
export function applyChecks(rows: readonly PreviewRow[], results: readonly CheckResult[]): PreviewRow[] {
  const byId = new Map(results.map((result) => [result.id, result]));
  return rows.map((row) => {
    const result = byId.get(row.id);
    if (!result || result.version !== row.version) return row;
    return {
      ...row,
      state: result.problems.length > 0 || !result.order ? 'invalid' : 'ready',
      problems: result.problems,
      order: result.order,
    };
  });
}

export interface PreviewSummary {
  total: number;
  ready: number;
  invalid: number;
  checking: number;
  dropped: number;
  /** What the orders that will be created cost, tenge. */
  price: number;
  /** Cash on delivery they carry, tenge. */
  cod: number;
}

export function summarise(rows: readonly PreviewRow[]): PreviewSummary {
  const summary: PreviewSummary = {
    total: rows.length,
    ready: 0,
    invalid: 0,
    checking: 0,
    dropped: 0,
    price: 0,
    cod: 0,
  };
  for (const row of rows) {
    if (row.dropped) summary.dropped += 1;
    else if (row.state === 'checking') summary.checking += 1;
    else if (row.state === 'invalid') summary.invalid += 1;
    else {
      summary.ready += 1;
      summary.price += row.order?.price ?? 0;
      summary.cod += row.order?.cod ?? 0;
    }
  }
  return summary;
}
