export { default as SessionGate } from './session-gate';
export { profileRequested, $profileStatus } from './session-gate-model';
