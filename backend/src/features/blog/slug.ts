/**
 * The one kebab-case slug function: post slugs and generated image file names. It cuts to length
 * before trimming the dashes, so a cut that lands on a word boundary cannot leave a trailing dash
 * (which the slug schema refuses). Accents are folded ('Café' -> 'cafe'); anything else outside
 * a-z and 0-9 separates words.
 */
export const slugify = (text: string, maxLength: number, fallback: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '') || fallback;
