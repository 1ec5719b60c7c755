export { MobileWizard } from './ui/mobile-wizard';
export { parseScreen, stepOf, parentOf, reachableScreen, WIZARD_SCREENS, STEP_PARAM } from './lib/screens';
export type { WizardScreen } from './lib/screens';
