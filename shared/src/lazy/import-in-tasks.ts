import { yieldToMain } from './yield-to-main';

/** The steps of `importInTasks`: imports, the last one the module wanted. */
export type ImportSteps<Last> = [...Array<() => Promise<unknown>>, () => Promise<Last>];

/**
 * Evaluates a page's modules a few at a time, a task apart, and resolves to the last step's module.
 * Each step is an `import()` with `webpackMode: "eager"`: the module is in the page's own chunks
 * already (no request), and only its evaluation waits. A page whose modules create hundreds of units
 * (the order form) is otherwise one long task on a phone's first load (decision 0015).
 */
export async function importInTasks<Last>(steps: ImportSteps<Last>): Promise<Last> {
  let module: unknown;
  for (const step of steps) {
    await yieldToMain();
    module = await step();
  }
  return module as Last;
}
