export { PrivacyPolicyPage } from './components/privacy-policy-page';
export { TermsOfServicePage } from './components/terms-of-service-page';
