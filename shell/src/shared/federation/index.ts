export {
  registerDeployedRemotes,
  loadRemotePage,
  parseRemotesManifest,
  RemoteUnavailableError,
} from './remote-registry';
