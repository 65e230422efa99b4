export { OAuthCallbackPage } from './components/oauth-callback-page';
