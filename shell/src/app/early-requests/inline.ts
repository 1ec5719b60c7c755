// The entry of the inline script of index.html, bundled by esbuild at build time
// (shared/tooling/webpack-plugins/first-load-hints-plugin.js), which also defines the chunk list:
// it must not import anything that runs code on import.
import { startEarlyRequests, type FirstLoadChunks } from './early-requests';

declare const __FIRST_LOAD_CHUNKS__: FirstLoadChunks;

startEarlyRequests(window, __FIRST_LOAD_CHUNKS__);
