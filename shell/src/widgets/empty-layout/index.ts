export { EmptyLayout } from './empty-layout';
