export { AboutBuilds } from './about-builds';
