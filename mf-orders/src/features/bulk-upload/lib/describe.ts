import type { FileProblem } from './file-problem';
import type { RowProblem } from './row-problem';

/** The `t` of useTranslation, as far as these helpers use it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A row's problem in words, naming the column it is about. */
export function problemText(t: Translate, problem: RowProblem): string {
  const field = problem.field ? t(`upload.col_${problem.field}`) : '';
  return t(`upload.rowProblem_${problem.code}`, { field, interpolation: { escapeValue: false } });
}

/** Why a file gives no rows, in words. */
export function fileProblemText(t: Translate, problem: FileProblem): string {
  const options: Record<string, unknown> = { interpolation: { escapeValue: false } };
  if (problem.kind === 'wrongType') options.name = problem.name;
  if (problem.kind === 'tooManyRows') options.rows = problem.rows;
  if (problem.kind === 'missingColumns') {
    options.missing = problem.missing.map((key) => `«${t(`upload.col_${key}`)}»`).join(', ');
    options.found = problem.found.length > 0 ? problem.found.map((name) => `«${name}»`).join(', ') : '—';
  }
  return t(`upload.problem_${problem.kind}`, options);
}
