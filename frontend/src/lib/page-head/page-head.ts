import { SITE_SOCIAL_IMAGE_PATH } from '@contract/images.vocabulary';

/**
 * What a page says about itself in <head>: title, description, canonical URL, Open Graph and
 * Twitter card, robots and JSON-LD. A screen declares it with usePageHead; the server writes it
 * into the HTML it sends (crawlers and link previews run no script) and the browser applies the
 * same description on every client-side navigation. Every URL is made absolute from the site URL
 * (PUBLIC_URL), never from wherever the page happens to be served.
 */
export const SITE_NAME = 'AI Navigator';
export const SITE_DESCRIPTION =
  'AI Navigator: discover, compare and master the AI tools that matter, with reviews, guides and a free newsletter.';

/** The card every page without an image of its own shares: 1200x630 PNG, the size link previews want. */
export const SITE_SOCIAL_IMAGE = { path: SITE_SOCIAL_IMAGE_PATH, alt: 'AI Navigator: discover the AI tools that matter' };
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

export type PageHead = {
  /** The full document title. */
  title: string;
  description: string;
  /** The canonical path, e.g. /blog/my-post. */
  path: string;
  type?: 'website' | 'article';
  image?: { path: string; alt: string };
  article?: { publishedTime: string; section: string };
  /** schema.org objects besides the site's Organization, which every page carries. */
  structuredData?: Record<string, unknown>[];
  /** Pages that must not be indexed: personal links, the admin, errors. */
  noindex?: boolean;
  /** 404 for a page that does not exist (unknown path, unknown post): the server answers with it. */
  status?: 200 | 404;
};

export type HeadTag =
  | { kind: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { kind: 'link'; rel: string; href: string }
  | { kind: 'json-ld'; data: Record<string, unknown> };

export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;

export const absoluteUrl = (pathOrUrl: string, siteUrl: string): string => {
  try {
    return new URL(pathOrUrl, `${siteUrl}/`).toString();
  } catch {
    return pathOrUrl;
  }
};

/**
 * The absolute URL of a page of this site: the path on the site URL's origin, never another host
 * (a requested path such as `//other.example/x` would read as one), and without a query.
 */
export const pageUrl = (path: string, siteUrl: string): string => {
  try {
    const url = new URL(`${siteUrl}/`);
    url.pathname = path;
    return url.toString();
  } catch {
    return path;
  }
};

export const organization = (siteUrl: string): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: absoluteUrl('/', siteUrl),
  logo: absoluteUrl('/favicon.svg', siteUrl),
});

/** What a page that declared nothing (or is leaving) shows. */
export const DEFAULT_HEAD: PageHead = { title: SITE_NAME, description: SITE_DESCRIPTION, path: '/' };

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ kind: 'meta', key, name, content });

export const headTags = (head: PageHead, siteUrl: string): HeadTag[] => {
  const url = pageUrl(head.path, siteUrl);
  const image = head.image ?? SITE_SOCIAL_IMAGE;
  const imageUrl = absoluteUrl(image.path, siteUrl);
  const tags: HeadTag[] = [meta('name', 'description', head.description)];
  if (head.noindex || head.status === 404) tags.push(meta('name', 'robots', 'noindex'));
  else tags.push({ kind: 'link', rel: 'canonical', href: url });
  tags.push(
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(SOCIAL_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(SOCIAL_IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', image.alt),
  );
  if (head.article) {
    tags.push(meta('property', 'article:published_time', head.article.publishedTime), meta('property', 'article:section', head.article.section));
  }
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
  );
  for (const data of [organization(siteUrl), ...(head.structuredData ?? [])]) tags.push({ kind: 'json-ld', data });
  return tags;
};

/** Marks the elements a page head owns, so the next page replaces exactly those. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: `<` escaped so no text in it can close the element. */
export const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The server's rendering of a head, in <head> before any script runs. */
export const headHtml = (head: PageHead, siteUrl: string): string =>
  [
    `<title>${escapeText(head.title)}</title>`,
    ...headTags(head, siteUrl).map((tag) => {
      switch (tag.kind) {
        case 'meta':
          return `<meta ${PAGE_HEAD_ATTRIBUTE} ${tag.key}="${escapeAttribute(tag.name)}" content="${escapeAttribute(tag.content)}">`;
        case 'link':
          return `<link ${PAGE_HEAD_ATTRIBUTE} rel="${escapeAttribute(tag.rel)}" href="${escapeAttribute(tag.href)}">`;
        case 'json-ld':
          return `<script ${PAGE_HEAD_ATTRIBUTE} type="application/ld+json">${scriptJson(tag.data)}</script>`;
      }
    }),
  ].join('\n    ');

const elementFor = (tag: HeadTag): HTMLElement => {
  switch (tag.kind) {
    case 'meta': {
      const element = document.createElement('meta');
      element.setAttribute(tag.key, tag.name);
      element.setAttribute('content', tag.content);
      return element;
    }
    case 'link': {
      const element = document.createElement('link');
      element.rel = tag.rel;
      element.href = tag.href;
      return element;
    }
    case 'json-ld': {
      const element = document.createElement('script');
      element.type = 'application/ld+json';
      // Text, never parsed as HTML: a title holding </script> stays inside this element.
      element.textContent = JSON.stringify(tag.data);
      return element;
    }
  }
};

/** The browser's side: replaces the owned head elements and the title. */
export const applyHead = (head: PageHead, siteUrl: string): void => {
  document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
  document.title = head.title;
  for (const tag of headTags(head, siteUrl)) {
    const element = elementFor(tag);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    document.head.appendChild(element);
  }
};

/** The head of a page that says only its title and what it is about. */
export const simplePageHead = (path: string, title: string, description: string, extra: Partial<PageHead> = {}): PageHead => ({
  title: pageTitle(title),
  description,
  path,
  ...extra,
});
