/** The content codings the app sends, best first; identity is always acceptable as the last resort. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

const COMPRESSED_CODINGS = ['br', 'gzip'] as const;

/**
 * Reads an Accept-Encoding header (RFC 9110 section 12.5.3) into the q-value of each coding named,
 * `*` included. A coding with q=0 is refused explicitly.
 */
const qualities = (header: string): Map<string, number> => {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let quality = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=');
      if (key.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        quality = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    result.set(coding, quality);
  }
  return result;
};

/**
 * The coding to answer with: brotli before gzip when the client accepts both with the same weight,
 * the higher q-value otherwise, identity when neither is acceptable. `x-gzip` counts as gzip.
 */
export const negotiateContentCoding = (acceptEncoding: string | undefined): ContentCoding => {
  if (!acceptEncoding) return 'identity';
  const accepted = qualities(acceptEncoding);
  const wildcard = accepted.get('*');
  const qualityOf = (coding: (typeof COMPRESSED_CODINGS)[number]) =>
    accepted.get(coding) ?? (coding === 'gzip' ? accepted.get('x-gzip') : undefined) ?? wildcard ?? 0;
  let best: ContentCoding = 'identity';
  let bestQuality = 0;
  for (const coding of COMPRESSED_CODINGS) {
    const quality = qualityOf(coding);
    if (quality > bestQuality) {
      best = coding;
      bestQuality = quality;
    }
  }
  return best;
};
