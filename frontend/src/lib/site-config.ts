import type { OperatorDetails, SiteConfig } from '@contract/page-render.contract';

export type { OperatorDetails, SiteConfig };

/**
 * Third-party tag ids, the site's public URL (PUBLIC_URL, for canonical and sharing links), whether
 * signups are confirmed by email (DOUBLE_OPT_IN) and the operator's details, injected by the server into the page as `<script id="site-config"
 * type="application/json">` (the server render gets the same object directly). Missing or malformed
 * config means no tags, the page's own origin, no double opt-in and no operator details.
 * Parsed by hand rather than with zod: this runs on every page and zod would weigh on the entry bundle.
 */
const noOperator: OperatorDetails = { contactEmail: null, privacyEmail: null, legalEmail: null, companyName: null, companyAddress: [] };

export const EMPTY_SITE_CONFIG: SiteConfig = { analyticsId: null, pixelId: null, siteUrl: null, doubleOptIn: false, operator: noOperator };

const nonEmptyString = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

const operatorOf = (value: unknown): OperatorDetails => {
  if (!value || typeof value !== 'object') return noOperator;
  const record = value as Record<string, unknown>;
  const address = Array.isArray(record.companyAddress) ? record.companyAddress.map(nonEmptyString).filter((line) => line !== null) : [];
  return {
    contactEmail: nonEmptyString(record.contactEmail),
    privacyEmail: nonEmptyString(record.privacyEmail),
    legalEmail: nonEmptyString(record.legalEmail),
    companyName: nonEmptyString(record.companyName),
    companyAddress: address,
  };
};

export const readSiteConfig = (root: Document = document): SiteConfig => {
  const text = root.getElementById('site-config')?.textContent;
  if (!text) return EMPTY_SITE_CONFIG;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return EMPTY_SITE_CONFIG;
    const record = parsed as Record<string, unknown>;
    return {
      analyticsId: nonEmptyString(record.analyticsId),
      pixelId: nonEmptyString(record.pixelId),
      siteUrl: nonEmptyString(record.siteUrl),
      doubleOptIn: record.doubleOptIn === true,
      operator: operatorOf(record.operator),
    };
  } catch {
    return EMPTY_SITE_CONFIG;
  }
};
