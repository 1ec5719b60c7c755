export { ApiGuide } from './ui/api-guide';
