export { SubmissionsPanel } from './components/submissions-panel';
