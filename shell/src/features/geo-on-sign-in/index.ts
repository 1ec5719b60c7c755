export { signedInPageOpened } from './geo-on-sign-in';
