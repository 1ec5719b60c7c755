// Exposed by the shell as `./provided-singletons` and never loaded by anyone. Its imports make the
// shell's build provide every shared singleton, those its own code never imports too (the date
// field): production remotes bring no copy of their own (`import: false`, decision 0010), so the
// shell must provide all of them. The list is SINGLETONS and SHARED_ENTRY_POINTS of
// shared/tooling/webpack.js; a unit test keeps the two equal.
// axios: no code of this release uses it; remotes of earlier releases still ask for it (decision 0017).
// eslint-disable-next-line no-restricted-imports
import * as axios from 'axios';
import * as effector from 'effector';
import * as effectorReact from 'effector-react';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';

import * as core from '@cabinet/shared';
import * as dateField from '@cabinet/shared/date-field';
import * as http from '@cabinet/shared/http';
import * as router from '@cabinet/shared/router';

/** Every singleton by its share key, so that none of the imports above is dropped from the build. */
export const PROVIDED_SINGLETONS = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  effector,
  'effector-react': effectorReact,
  axios,
  '@cabinet/shared': core,
  '@cabinet/shared/date-field': dateField,
  '@cabinet/shared/router': router,
  '@cabinet/shared/http': http,
};
