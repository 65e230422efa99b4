/**
 * Text helpers shared by every SVG the app draws (tool and blog cards, generated covers), so that
 * escaping, shortening and wrapping behave the same everywhere. Lengths count code points
 * (Array.from), never UTF-16 units, so an emoji is never cut in half.
 */

export const ELLIPSIS = '\u2026';

/**
 * Characters XML 1.0 forbids outright (C0 controls other than tab, line feed and carriage return,
 * U+FFFE, U+FFFF) and unpaired surrogates, which no encoder can write. Removing them keeps the
 * document parseable whatever a title or name contains.
 */
const INVALID_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const stripInvalidXmlCharacters = (text: string): string => text.replace(INVALID_XML_CHARACTERS, '');

/** Escapes text for an element body or a double- or single-quoted attribute. */
export const escapeXml = (text: string): string =>
  stripInvalidXmlCharacters(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Shortens to at most `maxCharacters`, the last one being an ellipsis. */
export const truncate = (text: string, maxCharacters: number): string => {
  const characters = Array.from(text);
  return characters.length <= maxCharacters ? text : characters.slice(0, maxCharacters - 1).join('').trimEnd() + ELLIPSIS;
};

/** Marks a line as cut short, staying within `maxCharacters`. */
const withEllipsis = (line: string, maxCharacters: number): string => {
  const characters = Array.from(line);
  return characters.length < maxCharacters ? line + ELLIPSIS : characters.slice(0, maxCharacters - 1).join('').trimEnd() + ELLIPSIS;
};

/**
 * Greedy word wrap: at most `maxLines` lines of at most `maxCharactersPerLine` characters; a word
 * longer than a line is shortened, and the last line ends with an ellipsis when words are left over.
 * Characters XML forbids are dropped first, so they neither count nor leave gaps.
 */
export const wrapText = (text: string, maxCharactersPerLine: number, maxLines: number): string[] => {
  const words = stripInvalidXmlCharacters(text)
    .trim().split(/\s+/).filter((word) => word.length > 0);
  const lines: string[] = [];
  let current = '';
  let wordsLeftOver = false;
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (Array.from(candidate).length <= maxCharactersPerLine) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    if (lines.length === maxLines) {
      wordsLeftOver = true;
      current = '';
      break;
    }
    current = truncate(word, maxCharactersPerLine);
  }
  if (current) lines.push(current);
  if (wordsLeftOver) lines[lines.length - 1] = withEllipsis(lines[lines.length - 1], maxCharactersPerLine);
  return lines;
};

/**
 * The drawing without its text elements. Generated covers used to carry the title, excerpt and site
 * name as text; the files of posts published then are served and shared as the art alone, like the
 * covers drawn since (see ai/image/cover-svg.ts).
 */
export const withoutTextElements = (svg: string): string => svg.replace(/<text\b[^>]*>[\s\S]*?<\/text>/g, '');
