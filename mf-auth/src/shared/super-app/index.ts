export { requestSuperAppAuthorization, returnToSuperApp } from './super-app-bridge';
export type { SuperAppAnswer, BridgeWindow } from './super-app-bridge';
