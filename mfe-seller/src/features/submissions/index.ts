export { mySubmissionsQueryKey, useMySubmissions } from './api/get-my-submissions';
export { useSubmitGiftCard } from './api/submit-gift-card';
export { SubmissionList } from './components/submission-list';
