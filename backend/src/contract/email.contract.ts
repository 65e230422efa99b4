/**
 * The email contract is two modules: drafts (email-drafts.contract.ts) and campaigns and sending
 * (email-campaigns.contract.ts). This file only re-exports them, so imports of this path made on
 * branches not merged yet keep working; new code imports the module it needs.
 */
export * from './email-drafts.contract.js';
export * from './email-campaigns.contract.js';
