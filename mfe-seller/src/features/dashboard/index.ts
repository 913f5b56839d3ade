export { SummaryCards } from './components/summary-cards';
