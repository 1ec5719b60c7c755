export { PageKeeper, PageSlot } from './page-slot';
