import type * as Excel from 'exceljs/dist/exceljs.bare.min.js';
import type * as Papa from 'papaparse';

type PapaModule = typeof Papa;
type ExcelModule = typeof Excel;

/**
 * The parsers, each in a chunk of its own, fetched only when a file of its kind is read or written:
 * nothing of them is on any first load. ExcelJS is the browser build without polyfills.
 */
export async function loadPapa(): Promise<PapaModule> {
  const module = (await import(/* webpackChunkName: "papaparse" */ 'papaparse')) as PapaModule & {
    default?: PapaModule;
  };
  return module.default ?? module;
}

export async function loadExcel(): Promise<ExcelModule> {
  const module = (await import(
    /* webpackChunkName: "exceljs" */ 'exceljs/dist/exceljs.bare.min.js'
  )) as ExcelModule & { default?: ExcelModule };
  // A CommonJS bundle: webpack hands its exports as `default` beside copies of them.
  return module.Workbook ? module : (module.default as ExcelModule);
}
