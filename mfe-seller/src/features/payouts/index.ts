export { PayoutsPanel } from './components/payouts-panel';
export { myPayoutsQueryKey, useMyPayouts } from './api/get-my-payouts';
