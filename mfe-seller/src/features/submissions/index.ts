export { SubmissionsPanel } from './components/submissions-panel';
export { SubmissionList } from './components/submission-list';
