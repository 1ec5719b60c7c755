export type { RuntimeConfig } from './runtime-config';
export {
  $runtimeConfig,
  runtimeConfigLoaded,
  parseRuntimeConfig,
  fetchRuntimeConfig,
} from './runtime-config';
export { loadedBuilds } from './build-versions';
export type { BuildInfo } from './build-versions';
