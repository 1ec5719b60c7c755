// Runs a remote's built prerender entry (prerender-config.js) in a blank browser page and prints
// its pages as JSON. A process of its own: the page's modules read `document`, `window` and storage
// as they load, and those globals must not leak into the build that started it.
const { JSDOM } = require('jsdom');

const [bundle, url] = process.argv.slice(2);
// A first visit: no cookie and nothing stored, at the address the pages are rendered for.
const dom = new JSDOM('<!doctype html><html lang="ru"><head></head><body></body></html>', {
  url,
  pretendToBeVisual: true,
});
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (key in globalThis) continue;
  Object.defineProperty(globalThis, key, { configurable: true, get: () => dom.window[key] });
}
globalThis.window = globalThis;

require(bundle)
  .renderPublicPages()
  .then((pages) => {
    process.stdout.write(JSON.stringify({ pages }));
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
