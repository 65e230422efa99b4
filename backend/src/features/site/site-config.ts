import type { AppConfig } from '../../config/app-config.js';
import type { SiteConfig } from '../../contract/page-render.contract.js';

type SiteConfigSource = Pick<
  AppConfig,
  'GA_MEASUREMENT_ID' | 'META_PIXEL_ID' | 'publicUrl' | 'DOUBLE_OPT_IN' | 'CONTACT_EMAIL' | 'PRIVACY_EMAIL' | 'LEGAL_EMAIL' | 'COMPANY_NAME' | 'COMPANY_ADDRESS'
>;

/** COMPANY_ADDRESS holds its lines separated by `|` (a variable holds no line breaks in every tool). */
const addressLines = (address: string | undefined): string[] =>
  (address ?? '')
    .split('|')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** What every page is told about the site, built once from the configuration. */
export const siteConfigOf = (config: SiteConfigSource): SiteConfig => {
  const contactEmail = config.CONTACT_EMAIL ?? null;
  return {
    analyticsId: config.GA_MEASUREMENT_ID ?? null,
    pixelId: config.META_PIXEL_ID ?? null,
    siteUrl: config.publicUrl,
    doubleOptIn: config.DOUBLE_OPT_IN,
    operator: {
      contactEmail,
      privacyEmail: config.PRIVACY_EMAIL ?? contactEmail,
      legalEmail: config.LEGAL_EMAIL ?? contactEmail,
      companyName: config.COMPANY_NAME ?? null,
      companyAddress: addressLines(config.COMPANY_ADDRESS),
    },
  };
};

/** The configuration as the page's `<script id="site-config" type="application/json">`, safe inside HTML. */
export const siteConfigScript = (site: SiteConfig): string =>
  `<script id="site-config" type="application/json">${JSON.stringify(site).replace(/</g, '\\u003c')}</script>`;
