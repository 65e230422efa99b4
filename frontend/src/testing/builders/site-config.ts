import { EMPTY_SITE_CONFIG, type OperatorDetails, type SiteConfig } from '../../lib/site-config';

/** A site configured the way an operator would: contact addresses and a company in the footer. */
export const buildOperator = (overrides: Partial<OperatorDetails> = {}): OperatorDetails => ({
  contactEmail: 'hello@shop.example',
  privacyEmail: 'privacy@shop.example',
  legalEmail: 'hello@shop.example',
  companyName: 'Shop Media Ltd',
  companyAddress: ['1 Harbour Road', 'Leith EH6 6LX', 'United Kingdom'],
  ...overrides,
});

export const buildSiteConfig = (overrides: Partial<SiteConfig> = {}): SiteConfig => ({ ...EMPTY_SITE_CONFIG, operator: buildOperator(), ...overrides });
