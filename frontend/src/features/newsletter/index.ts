export { InlineNewsletterSignup } from './components/inline-newsletter-signup';
export { LeadMagnetCard } from './components/lead-magnet-card';
export { NewsletterPopup } from './components/newsletter-popup';
export { NewsletterSection } from './components/newsletter-section';
export { NewsletterSignupForm } from './components/newsletter-signup-form';
