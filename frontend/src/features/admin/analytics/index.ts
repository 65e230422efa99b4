export { AnalyticsPanel } from './components/analytics-panel';
