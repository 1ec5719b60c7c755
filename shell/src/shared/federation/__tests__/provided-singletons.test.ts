/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The one list of singletons, in the webpack configuration every app is built from.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SINGLETONS, SHARED_ENTRY_POINTS } = require('@cabinet/shared/tooling/webpack') as {
  SINGLETONS: string[];
  SHARED_ENTRY_POINTS: string[];
};

describe('the shell provides every shared singleton (remotes bring none of their own)', () => {
  it('imports exactly the singletons of the webpack configuration', () => {
    const source = readFileSync(join(__dirname, '..', 'provided-singletons.ts'), 'utf8');
    const imported = [...source.matchAll(/^import \* as \w+ from '([^']+)';$/gm)].map((match) => match[1]);
    expect([...imported].sort()).toEqual([...SINGLETONS, ...SHARED_ENTRY_POINTS].sort());
  });
});
