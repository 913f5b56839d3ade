export {
  services,
  serviceNames,
  servicePorts,
  serviceWorkspace,
  databasePort,
  type ServiceName,
} from './services';
export { remotes, remoteNames, isRemoteName, remoteWorkspace, type RemoteName } from './remotes';
