export { MetaPixelPanel } from './components/meta-pixel-panel';
