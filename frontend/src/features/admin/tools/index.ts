export { ToolsPanel } from './components/tools-panel';
