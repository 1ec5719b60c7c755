// The entry of the inline script of index.html, bundled by esbuild at build time
// (shared/tooling/webpack-plugins/first-load-hints-plugin.js), which also defines the chunk list and
// the start scripts: it must not import anything that runs code on import.
import { PRERENDERED_ATTRIBUTE } from '../../shared/lib/prerendered-page';
import { startEarlyRequests, type FirstLoadChunks } from './early-requests';
import { loadStartScripts, type StartScripts } from './start-scripts';

declare const __FIRST_LOAD_CHUNKS__: FirstLoadChunks;
declare const __START_SCRIPTS__: StartScripts;

try {
  startEarlyRequests(window, __FIRST_LOAD_CHUNKS__);
} finally {
  // The app starts whatever happened above (index.html has no script tag of its own, decision 0031).
  loadStartScripts(window, __START_SCRIPTS__, {
    afterCopyPaint: document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE),
  });
}
