export { default as SessionGate } from './session-gate';
export { profileRequested, loadProfileFx, $profileStatus } from './session-gate-model';
