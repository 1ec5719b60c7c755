export { RangeFilter } from './ui/range-filter';
export { useRangeUrl } from './lib/use-range-url';
