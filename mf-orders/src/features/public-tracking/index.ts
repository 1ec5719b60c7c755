export { PublicTracking } from './ui/public-tracking';
