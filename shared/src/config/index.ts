export type { RuntimeConfig } from './runtime-config';
export {
  $runtimeConfig,
  runtimeConfigLoaded,
  parseRuntimeConfig,
  fetchRuntimeConfig,
} from './runtime-config';
