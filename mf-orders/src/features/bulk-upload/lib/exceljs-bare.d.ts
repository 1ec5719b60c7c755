// ExcelJS's browser build without its polyfills (the cabinet's browsers need none): the same API as
// the package's main entry, whose types it shares.
declare module 'exceljs/dist/exceljs.bare.min.js' {
  export * from 'exceljs';
}
