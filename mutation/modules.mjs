// @ts-check
/**
 * The modules that hold the rules of spec §4, §8 and §9, each measured by its own tests only: a
 * mutant counts as killed when a test beside that module fails, not when some screen test happens
 * to notice. `mutate` and `tests` are relative to the package folder.
 *
 * @typedef {{ name: string, packageDir: 'shared' | 'mf-orders' | 'sandbox', mutate: string[], tests: string[] }} MutationModule
 */

/** @type {MutationModule[]} */
export const MODULES = [
  {
    name: 'tariffs',
    packageDir: 'mf-orders',
    mutate: ['src/entities/tariff/lib/tariffs.ts', 'src/entities/tariff/model/tariffs-model.ts'],
    tests: ['src/entities/tariff/__tests__/*.test.ts'],
  },
  {
    name: 'points',
    packageDir: 'mf-orders',
    mutate: ['src/entities/point/lib/point.ts', 'src/entities/point/model/points-model.ts'],
    tests: ['src/entities/point/__tests__/*.test.ts'],
  },
  {
    name: 'tasks',
    packageDir: 'mf-orders',
    mutate: ['src/entities/task/lib/catalogue.ts', 'src/entities/task/model/tasks-model.ts'],
    tests: ['src/entities/task/__tests__/*.test.ts'],
  },
  {
    name: 'details-payment',
    packageDir: 'mf-orders',
    mutate: ['src/features/order-form/model/details-model.ts'],
    tests: ['src/features/order-form/__tests__/details-*.test.ts'],
  },
  {
    name: 'draft',
    packageDir: 'mf-orders',
    mutate: ['src/features/order-form/model/draft-model.ts', 'src/features/order-form/lib/draft-storage.ts'],
    tests: ['src/features/order-form/__tests__/{draft,repeat}-*.test.ts'],
  },
  {
    name: 'working-time',
    packageDir: 'mf-orders',
    mutate: ['src/features/order-form/lib/working-time.ts'],
    tests: ['src/features/order-form/__tests__/{working-time,details-*}.test.ts'],
  },
  {
    name: 'active-orders',
    packageDir: 'mf-orders',
    mutate: ['src/entities/order/model/active-orders.ts'],
    tests: ['src/entities/order/__tests__/*.test.ts'],
  },
  {
    name: 'error-pipeline',
    packageDir: 'shared',
    mutate: ['src/errors/error-pipeline.ts', 'src/errors/skip-modal.ts', 'src/errors/error-texts.ts'],
    tests: ['src/errors/__tests__/*.test.ts'],
  },
  {
    name: 'error-counter',
    packageDir: 'shared',
    mutate: ['src/errors/error-counter.ts'],
    tests: ['src/errors/__tests__/*.test.ts'],
  },
  {
    name: 'report-throttle-backoff',
    packageDir: 'shared',
    mutate: ['src/errors/error-report.ts'],
    tests: ['src/errors/__tests__/*.test.ts'],
  },
  {
    name: 'session-logout',
    packageDir: 'shared',
    mutate: ['src/session/session-model.ts', 'src/http/auth-client.ts'],
    tests: ['src/session/__tests__/*.test.ts', 'src/http/__tests__/*.test.ts'],
  },
  {
    name: 'toasts',
    packageDir: 'shared',
    mutate: ['src/toasts/toasts-model.ts'],
    tests: ['src/toasts/__tests__/*.test.ts'],
  },
  {
    // §9: a payout every 7 days once the collected amount exceeds 3000 ₸, 4 % commission.
    name: 'cod-payouts',
    packageDir: 'sandbox',
    mutate: ['src/domain/cod-payouts.ts'],
    tests: ['src/domain/__tests__/cod-payouts.test.ts'],
  },
];

/** @param {string} name */
export function moduleNamed(name) {
  const found = MODULES.find((module) => module.name === name);
  if (!found)
    throw new Error(`No mutation module "${name}"; known: ${MODULES.map((m) => m.name).join(', ')}`);
  return found;
}
