require('@testing-library/jest-dom');

// react-router 7 creates a TextEncoder when it is imported; jest's jsdom environment has none.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Radix popovers measure their anchor with ResizeObserver, which jsdom lacks; nothing resizes there.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
