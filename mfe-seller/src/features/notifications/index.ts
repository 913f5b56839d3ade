export { useStatusNotifications } from './use-status-notifications';
