export { isPlainClick } from './plain-click';
