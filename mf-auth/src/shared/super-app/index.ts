export { requestSuperAppAuthorization, returnToSuperApp } from './super-app-bridge';
