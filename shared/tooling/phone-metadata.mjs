// Writes the phone metadata the cabinet ships (shared/src/phone/metadata): libphonenumber-js's own
// metadata, cut to the +7 zone (Kazakhstan and Russia share the calling code; a number of the zone
// is told apart by the library's rules for both). The library's full metadata is ~16 KB (brotli)
// for 240 countries; the cabinet only ever parses +7 numbers. Run after bumping libphonenumber-js:
// `node shared/tooling/phone-metadata.mjs` (a unit test fails until then).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'phone', 'metadata');
const CALLING_CODE = '7';

/** The metadata of one calling code's countries, in the library's own format. */
export function plusSevenOf(metadata) {
  const countries = metadata.country_calling_codes[CALLING_CODE];
  return {
    version: metadata.version,
    country_calling_codes: { [CALLING_CODE]: countries },
    countries: Object.fromEntries(countries.map((country) => [country, metadata.countries[country]])),
    nonGeographic: {},
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const kind of ['min', 'mobile']) {
    const metadata = require(`libphonenumber-js/metadata.${kind}.json`);
    writeFileSync(path.join(OUT, `plus-seven.${kind}.json`), `${JSON.stringify(plusSevenOf(metadata))}\n`);
  }
}
