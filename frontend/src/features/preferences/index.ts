export { PreferencesPage } from './components/preferences-page';
