export {
  registerDeployedRemotes,
  loadRemotePage,
  parseRemotesManifest,
  RemoteUnavailableError,
} from './remote-registry';
export type { RemotesManifest } from './remote-registry';
