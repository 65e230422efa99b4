export { ReadModelsPanel } from './components/read-models-panel';
