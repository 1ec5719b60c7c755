import { Preview } from './preview';
import { Results } from './results';

/** The rows of a chosen file: their checks and fixes before the upload, what became of each after. */
export function FileRows({ done }: { done: boolean }) {
  return done ? <Results /> : <Preview />;
}
