export { SuperAppBack as default } from './ui/super-app-back';
