export { AccountName } from './account-name';
