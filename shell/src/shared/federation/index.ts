export {
  buildDependsOnUser,
  registerDeployedRemotes,
  loadRemotePage,
  parseRemotesManifest,
  RemoteUnavailableError,
} from './remote-registry';
export type { RemotePage } from './remote-registry';
