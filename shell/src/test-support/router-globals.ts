/**
 * react-router 7 creates a TextEncoder when it is imported, and jest's jsdom environment has none.
 * Import this first in a test file that loads react-router (until the shared jest setup provides it).
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
