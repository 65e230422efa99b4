/**
 * Minimal well-formedness check for the SVG the app draws (no XML parser is a backend dependency):
 * every '<' opens a recognised tag, tags nest and close in order, text and attribute values hold
 * only escaped ampersands and no raw angle brackets or stray quotes, and no character that XML 1.0
 * forbids (C0 controls other than tab and line breaks, unpaired surrogates, U+FFFE, U+FFFF).
 */
export const wellFormednessProblems = (document: string): string[] => {
  const problems: string[] = [];
  const invalid = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(document);
  if (invalid) problems.push(`character U+${invalid[0].charCodeAt(0).toString(16).padStart(4, '0')} is not allowed in XML, at ${invalid.index}`);
  const tagPattern = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
  const openTags: string[] = [];
  let position = 0;
  const checkText = (text: string) => {
    if (/[<>]/.test(text)) problems.push(`raw angle bracket in "${text}"`);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(text)) problems.push(`unescaped ampersand in "${text}"`);
  };
  while (position < document.length) {
    const nextTag = document.indexOf('<', position);
    const textEnd = nextTag === -1 ? document.length : nextTag;
    checkText(document.slice(position, textEnd));
    if (nextTag === -1) break;
    tagPattern.lastIndex = nextTag;
    const match = tagPattern.exec(document);
    if (!match) {
      problems.push(`malformed tag at ${nextTag}: ${document.slice(nextTag, nextTag + 40)}`);
      break;
    }
    const [whole, closing, tagName, attributes, selfClosing] = match;
    for (const [, value] of attributes.matchAll(/="([^"]*)"/g)) checkText(value);
    if (closing) {
      const expected = openTags.pop();
      if (expected !== tagName) problems.push(`</${tagName}> closes <${expected}>`);
    } else if (!selfClosing) {
      openTags.push(tagName);
    }
    position = nextTag + whole.length;
  }
  if (openTags.length > 0) problems.push(`unclosed: ${openTags.join(', ')}`);
  return problems;
};

/** The text content of each <text> element, in document order. */
export const textElements = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
