export { JobsPanel } from './components/jobs-panel';
