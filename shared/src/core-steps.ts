/**
 * The core's stateful folders in the order the shell evaluates them at start, each step a task of
 * its own (decision 0015). The core creates a few hundred effector units (an effect alone costs
 * about 1 ms at 1× CPU): evaluated at once, `@cabinet/shared` was a single task of 45–52 ms on this
 * machine, some 130–160 ms of blocking time at a phone's 4× slower CPU (`npm run bench:tasks`,
 * issue 14). Each step imports the very modules the core's index imports, so the final
 * `import('@cabinet/shared')` finds them evaluated and only ties them together.
 *
 * Only the shell may import this entry (the linter stops the remotes): it reaches the core's files by
 * relative paths, which in a remote's build would be a second copy of the core's stores.
 * `webpackMode: "eager"` keeps every module in the chunk that already holds the core: no request.
 */
export const CORE_STEPS = [
  () => import(/* webpackMode: "eager" */ './config'),
  () => import(/* webpackMode: "eager" */ './i18n'),
  () => import(/* webpackMode: "eager" */ './layout'),
  () => import(/* webpackMode: "eager" */ './lang'),
  () => import(/* webpackMode: "eager" */ './session/session-model'),
  () => import(/* webpackMode: "eager" */ './session'),
  () => import(/* webpackMode: "eager" */ './toasts'),
  () => import(/* webpackMode: "eager" */ './error-modal'),
  () => import(/* webpackMode: "eager" */ './errors'),
  () => import(/* webpackMode: "eager" */ './geo'),
  () => import(/* webpackMode: "eager" */ './branches'),
] as const;
