export { RootLayout } from './components/root-layout';
