import type { IntegrationResources } from './integration-strings';
import { integrationKk } from './integration-kk';
import { uploadKk } from './upload-kk';

/** Kazakh strings of /integration, fetched when the page speaks Kazakh. */
export const kk: IntegrationResources = { integration: integrationKk, upload: uploadKk };
