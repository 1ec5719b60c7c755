export { MobileWizard } from './ui/mobile-wizard';
export type { WizardScreen } from './lib/screens';
