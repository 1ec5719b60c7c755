export { ShareTrackingLink } from './ui/share-tracking-link';
