/** The email panels: draft approval, Email Campaigns, the AI email writer and personalized emails (one chunk: they share keys, calls and the email frame). */
export { AiEmailPanel } from './components/ai-email-panel';
export { DraftApprovalPanel } from './components/draft-approval-panel';
export { EmailCampaignsPanel } from './components/email-campaigns-panel';
export { PersonalizedEmailsPanel } from './components/personalized-emails-panel';
