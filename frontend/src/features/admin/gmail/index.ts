export { GmailForwardingCard } from './components/gmail-forwarding-card';
