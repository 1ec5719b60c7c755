/**
 * The core of `@cabinet/shared`: the stores through which the shell and the remotes talk, the
 * i18n instance, runtime config, entity types and constants. Module Federation loads it once per
 * page, so an event fired in any app reaches every other app.
 */
export * from './constants';
export type * from './entities';
export * from './config';
export * from './i18n';
export * from './layout';
export * from './lang';
export * from './session';
export * from './toasts';
export * from './error-modal';
export * from './errors';
export * from './iso-day';
export * from './geo';
export * from './branches';
