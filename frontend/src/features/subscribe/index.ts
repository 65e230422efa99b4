export { SubscribePage } from './components/subscribe-page';
export { SubscribeSuccessPage } from './components/subscribe-success-page';
