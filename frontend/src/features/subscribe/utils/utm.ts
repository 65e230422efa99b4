/** Campaign attribution read from the landing URL (utm_source, utm_medium, utm_campaign). */
export type UtmValues = {
  source: string | null;
  medium: string | null;
  campaign: string | null;
};

const present = (value: string | null): string | null => (value && value.trim() !== '' ? value : null);

export const readUtm = (params: URLSearchParams): UtmValues => ({
  source: present(params.get('utm_source')),
  medium: present(params.get('utm_medium')),
  campaign: present(params.get('utm_campaign')),
});

export const hasUtm = (utm: UtmValues): boolean => Boolean(utm.source || utm.medium || utm.campaign);

/** The success URL carries only the utm values that were present, then the conversion marker. */
export const subscribeSuccessPath = (utm: UtmValues): string => {
  const params = new URLSearchParams();
  if (utm.source) params.set('utm_source', utm.source);
  if (utm.medium) params.set('utm_medium', utm.medium);
  if (utm.campaign) params.set('utm_campaign', utm.campaign);
  params.set('conversion', 'newsletter_signup');
  return `/subscribe/success?${params.toString()}`;
};
