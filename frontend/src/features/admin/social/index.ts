export { SocialMediaPanel } from './components/social-media-panel';
