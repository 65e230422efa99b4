export { GuidePage } from './components/guide-page';
