export { AppFrame } from './app-frame';
