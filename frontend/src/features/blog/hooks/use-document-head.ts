import { useEffect } from 'react';

export type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };

export type DocumentHead = {
  title: string;
  meta: MetaTag[];
  /** Structured data written into a JSON-LD script (as text, never parsed as HTML). */
  jsonLd?: Record<string, unknown>;
};

export const STRUCTURED_DATA_SCRIPT_ID = 'article-structured-data';

type Restore = () => void;

const applyMeta = ({ attribute, key, content }: MetaTag): Restore => {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (existing) {
    const previous = existing.getAttribute('content');
    existing.setAttribute('content', content);
    return () => {
      if (previous === null) existing.removeAttribute('content');
      else existing.setAttribute('content', previous);
    };
  }
  const created = document.createElement('meta');
  created.setAttribute(attribute, key);
  created.setAttribute('content', content);
  document.head.appendChild(created);
  return () => created.remove();
};

const applyJsonLd = (data: Record<string, unknown>): Restore => {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.id = STRUCTURED_DATA_SCRIPT_ID;
  script.textContent = JSON.stringify(data);
  document.head.appendChild(script);
  return () => script.remove();
};

/**
 * Sets the page title, meta tags and structured data while the calling screen is mounted, and
 * puts back exactly what was there before (the site defaults) when it unmounts or the head changes.
 * Pass null while the content is unknown (loading, not found): nothing is touched then.
 */
export const useDocumentHead = (head: DocumentHead | null) => {
  // Serialised so a new object with equal content does not rewrite the head on every render.
  const serialised = head === null ? null : JSON.stringify(head);
  useEffect(() => {
    if (serialised === null) return;
    const next: DocumentHead = JSON.parse(serialised);
    const previousTitle = document.title;
    document.title = next.title;
    const restorers = next.meta.map(applyMeta);
    if (next.jsonLd) restorers.push(applyJsonLd(next.jsonLd));
    return () => {
      // Undo in reverse order so a key listed twice ends with its original value.
      restorers.reverse().forEach((restore) => restore());
      document.title = previousTitle;
    };
  }, [serialised]);
};
