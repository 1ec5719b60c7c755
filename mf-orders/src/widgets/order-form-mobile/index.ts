export { MobileWizard } from './ui/mobile-wizard';
