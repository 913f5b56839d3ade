export {
  services,
  serviceNames,
  servicePorts,
  serviceWorkspace,
  serviceBin,
  databasePort,
  type ServiceName,
} from './services';
export { remotes, remoteNames, isRemoteName, remoteWorkspace, type RemoteName } from './remotes';
