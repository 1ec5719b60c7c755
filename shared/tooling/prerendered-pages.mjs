// The deployment step that gives the public pages a first paint before any script has run (decision
// 0016): for every route of the shell's route table (routes.json) that a remote renders alone in the
// empty layout, and whose markup the remote's build wrote (prerendered-pages.json), it writes the
// shell's HTML of that route: index.html with the page's markup in each language and the page's
// stylesheets. A static host serves `/login` from `login.html` (README, "Deploying"). Run again
// whenever the shell or a remote with public pages is deployed: the markup is that remote build's.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { PRERENDERED_PAGES_FILE, ROUTE_TABLE_FILE } = require('./prerendered-files.js');

/** The list of files the last run wrote, so that a run removes what the deployment no longer has. */
const WRITTEN_LIST = '.prerendered-files.json';

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The manifest URL of a remotes.json entry (a URL, or a rollout's `{ url, next }`: its main build). */
export const manifestUrlOf = (entry) => (typeof entry === 'string' ? entry : entry?.url);

/** A route the step can write a file for: a remote's page alone, public, at a path without parameters. */
const isPrerenderable = (route) =>
  route.isPublic && route.hideLayout && route.owner !== 'shell' && route.module && !/[:*]/.test(route.path);

const sameProps = (a = {}, b = {}) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A stylesheet's text for a `<style>` of the page: relative `url()`s resolved by `resolve`, since the
 * text no longer sits at its own address.
 * @param {string} text
 * @param {(ref: string) => string} resolve
 */
export function inlinable(text, resolve) {
  return text
    .replace(/url\((['"]?)(?!data:|https?:|\/|#)([^'")]+)\1\)/g, (_, quote, ref) => {
      return `url(${quote}${resolve(ref)}${quote})`;
    })
    .replace(/<\/style/gi, '<\\/style');
}

/**
 * The page's own stylesheets from the remote's manifest (as the shell's early script reads them):
 * their address and their text, read from the remote's build.
 */
export function remoteStylesOf(manifestUrl, manifest, module, dist) {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const expose = manifest.exposes?.find((candidate) => candidate.path === module);
  return (expose?.assets?.css?.sync ?? []).map((file) => {
    const href = new URL(file, base).href;
    const text = readFileSync(path.join(dist, file), 'utf8');
    return { href, text: inlinable(text, (ref) => new URL(ref, href).href) };
  });
}

/** The shell's start stylesheets, which index.html preloads for its script: their address and text. */
export function shellStylesOf(indexHtml, shellDist) {
  return [...indexHtml.matchAll(/<link rel="preload" as="style" href="([^"]+)">/g)].map(([, href]) => {
    const text = readFileSync(path.join(shellDist, href.replace(/^\/+/, '')), 'utf8');
    // The shell's files sit at the root of its origin: a path from there fits any route.
    return { href, text: inlinable(text, (ref) => new URL(ref, `http://shell.invalid${href}`).pathname) };
  });
}

/**
 * Languages that show the same markup share one copy: a terms page is in its route's language
 * whatever the interface's.
 * @param {Record<string, string>} html markup by language
 */
function variantsOf(html) {
  const variants = [];
  for (const [lang, markup] of Object.entries(html)) {
    const same = variants.find((variant) => variant.markup === markup);
    if (same) same.langs.push(lang);
    else variants.push({ langs: [lang], markup });
  }
  return variants;
}

/** A public page's copy sits in the empty layout's own box (its class is in the shell's start styles). */
const inEmptyLayout = (markup) =>
  `<main class="prerendered-empty-layout" data-layout="empty">${markup}</main>`;

/**
 * The shell's HTML of one route with its prerendered page. The variant of the page's language shows
 * only once the inline start-up script has marked `<html data-prerendered="…">` (a plain visit of a
 * known language); meanwhile the app's own root stays hidden, and the shell removes the copy when its
 * page is on screen (shell `app/start-up/prerendered-page.ts`). The stylesheets the first paint needs
 * (the shell's start styles, the page's own) are inlined: the paint waits for no other request, nor
 * for the remote's origin. `data-href` names each one's file, so the shell's style loader does not
 * fetch it again. `wrap` puts each language's markup into its layout (the empty layout by default);
 * `htmlAttributes` are added to `<html>` for the inline script to read (a signed-in copy's kind);
 * `inert` makes the copy visible but not usable (a form: nothing is typed into it).
 */
export function composePage(
  indexHtml,
  { styles, html, wrap = inEmptyLayout, htmlAttributes = '', inert = false },
) {
  const variants = variantsOf(html);
  const langs = variants.flatMap((variant) => variant.langs);
  const css = [
    '#prerendered-page>[data-langs]{display:none}',
    ...langs.map(
      (lang) => `html[data-prerendered="${lang}"] #prerendered-page>[data-langs~="${lang}"]{display:block}`,
    ),
    `${langs.map((lang) => `html[data-prerendered="${lang}"] #root`).join(',')}{display:none}`,
  ].join('');
  const head = [
    ...styles.map(({ href, text }) => `<style data-href="${escapeAttribute(href)}">${text}</style>`),
    `<style>${css}</style>`,
  ].join('');
  const body = variants
    .map(
      ({ langs: variantLangs, markup }) =>
        `<div data-langs="${variantLangs.join(' ')}"${inert ? ' inert' : ''}>${wrap(markup)}</div>`,
    )
    .join('');
  if (!indexHtml.includes('<div id="root"></div>') || !indexHtml.includes('</head>')) {
    throw new Error('prerendered pages: index.html has no <div id="root"></div> or </head>');
  }
  return (
    indexHtml
      .replace(/<html([^>]*)>/, (tag, attributes) =>
        htmlAttributes ? `<html${attributes} ${htmlAttributes}>` : tag,
      )
      // Preloaded for the shell's script in index.html; here its text is in the page already.
      .replace(/<link rel="preload" as="style" href="[^"]+">/g, '')
      .replace('</head>', `${head}</head>`)
      .replace('<div id="root"></div>', `<div id="prerendered-page">${body}</div><div id="root"></div>`)
  );
}

function writeWithSiblings(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  return [file, `${file}.gz`, `${file}.br`];
}

/** A JSON file of a build, or null when that build did not write it. */
export const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/**
 * Writes `<route>.html` into the shell's dist for every prerenderable route. `remoteDistOf(name)` is
 * the folder of the build that remotes.json's entry for `name` serves (null: not known, so that
 * remote's routes stay on index.html). Returns the paths written.
 * @param {{ shellDist: string, remotes: Record<string, unknown>, remoteDistOf: (name: string) => string | null }} deployment
 */
export function writePrerenderedPages({ shellDist, remotes, remoteDistOf }) {
  for (const file of readJson(path.join(shellDist, WRITTEN_LIST))?.files ?? []) {
    rmSync(path.join(shellDist, file), { force: true });
  }
  const table = readJson(path.join(shellDist, ROUTE_TABLE_FILE));
  const indexHtml = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const written = [];
  for (const route of (table?.routes ?? []).filter(isPrerenderable)) {
    const dist = remoteDistOf(route.owner);
    const manifestUrl = manifestUrlOf(remotes[route.owner]);
    if (!dist || !manifestUrl) continue;
    const prerendered = readJson(path.join(dist, PRERENDERED_PAGES_FILE));
    const manifest = readJson(path.join(dist, 'mf-manifest.json'));
    const page = prerendered?.pages?.find(
      (candidate) => candidate.module === route.module && sameProps(candidate.props, route.pageProps),
    );
    if (!page || !manifest) continue;
    const styles = [
      ...shellStylesOf(indexHtml, shellDist),
      ...remoteStylesOf(manifestUrl, manifest, route.module, dist),
    ];
    const html = composePage(indexHtml, { styles, html: page.html });
    written.push(...writeWithSiblings(path.join(shellDist, `${route.path.replace(/^\/+/, '')}.html`), html));
  }
  const relative = written.map((file) => path.relative(shellDist, file));
  writeFileSync(path.join(shellDist, WRITTEN_LIST), `${JSON.stringify({ files: relative }, null, 2)}\n`);
  return relative;
}
