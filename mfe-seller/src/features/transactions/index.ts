export { TransactionsPanel } from './components/transactions-panel';
export { myTransactionsQueryKey, useMyTransactions } from './api/get-my-transactions';
