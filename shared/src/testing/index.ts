/** Test helpers shared by every package's jest suite; never part of a bundle. */
export { describeExposedPages } from './exposed-pages';
export { testGeocodeResult } from './geocode-result';
export type { ExposedPageCase } from './exposed-pages';
export { switchLanguage } from './language';
export { testRuntimeConfig } from './runtime-config';
export { testUserProfile } from './user-profile';
