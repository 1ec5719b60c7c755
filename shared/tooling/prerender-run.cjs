// Runs a built prerender entry (prerender-config.js) in a blank browser page and prints what its
// export `exportName` resolves to, as JSON under `key`. A process of its own: the page's modules read
// `document`, `window` and storage as they load (prerender-window.cjs).
const { installBlankPage } = require('./prerender-window.cjs');

const [bundle, url, exportName, key] = process.argv.slice(2);
installBlankPage(url);

Promise.resolve()
  .then(() => require(bundle)[exportName]())
  .then((result) => {
    process.stdout.write(JSON.stringify({ [key]: result }));
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
