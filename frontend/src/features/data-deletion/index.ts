export { DataDeletionPage } from './components/data-deletion-page';
