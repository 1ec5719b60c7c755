export { default } from './error-modal';
