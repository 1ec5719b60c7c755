/** The encodings a CSV of orders comes in: UTF-8 (with or without BOM), or Excel's Russian Windows one. */
export type TextEncodingName = 'utf-8' | 'windows-1251';

/**
 * The file's text: UTF-8 when its bytes are valid UTF-8, else Windows-1251 (what Excel on a Russian
 * Windows saves as "CSV"): a Cyrillic file in the other encoding is never valid UTF-8.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1251').decode(bytes), encoding: 'windows-1251' };
  }
}

/** How much of a file's start is looked at to tell text from junk. */
const SAMPLE = 64 * 1024;

/** NUL bytes, or more than 1 % control characters other than tab and line breaks: not a text table. */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, SAMPLE);
  if (sample.includes('\u0000')) return true;
  let control = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) control += 1;
  }
  return control > sample.length / 100;
}

/**
 * Text that was UTF-8 once, read as Windows-1251 (or Latin-1) and saved again: "Адрес" became
 * "РђРґСЂРµСЃ" ("Ð\u0090Ð´Ñ\u0080ÐµÑ\u0081"). Such a file cannot be repaired safely; the page asks for the
 * original.
 */
export function looksLikeMojibake(text: string): boolean {
  const sample = text.slice(0, SAMPLE);
  const broken = sample.match(
    /[РС][\u0402-\u040f\u0452-\u045f\u00a0-\u00bf\u0490\u0491\u2018-\u203a]|[ÐÑ][\u0080-\u00bf]/g,
  );
  if (!broken || broken.length < 3) return false;
  const cyrillic = sample.match(/[\u0400-\u04ff]/g)?.length ?? 0;
  return broken.length * 2 >= cyrillic * 0.3;
}
