export {
  registerDeployedRemotes,
  loadRemotePage,
  parseRemotesManifest,
  RemoteUnavailableError,
} from './remote-registry';
export type { RemotePage, RemotesManifest } from './remote-registry';
