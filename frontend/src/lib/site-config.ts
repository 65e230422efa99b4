/**
 * Third-party tag ids and the site's public URL (PUBLIC_URL, for canonical and sharing links),
 * injected by the server into the page as `<script id="site-config" type="application/json">`.
 * Missing or malformed config means no tags and the page's own origin.
 * Parsed by hand rather than with zod: this runs on every page and zod would weigh on the entry bundle.
 */
export type SiteConfig = { analyticsId: string | null; pixelId: string | null; siteUrl: string | null };

const emptyConfig: SiteConfig = { analyticsId: null, pixelId: null, siteUrl: null };

const nonEmptyString = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export const readSiteConfig = (root: Document = document): SiteConfig => {
  const text = root.getElementById('site-config')?.textContent;
  if (!text) return emptyConfig;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return emptyConfig;
    const record = parsed as Record<string, unknown>;
    return { analyticsId: nonEmptyString(record.analyticsId), pixelId: nonEmptyString(record.pixelId), siteUrl: nonEmptyString(record.siteUrl) };
  } catch {
    return emptyConfig;
  }
};
