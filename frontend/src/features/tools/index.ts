export { ToolsPage } from './components/tools-page';
