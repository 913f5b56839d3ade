export { SettingsTab } from './components/settings-tab';
