export { SummaryCards } from './components/summary-cards';
export { CustomizableDashboard } from './components/customizable-dashboard';
export { ViewModeSwitch } from './components/view-mode-switch';
export { RecentActivity } from './components/widgets/recent-activity';
export { QuickActions } from './components/widgets/quick-actions';
export { useViewMode } from './hooks/use-view-mode';
