/**
 * Parses the light markup of blog bodies and newsletter content into plain data: React renders
 * it as elements on the site and the email layout (core/mail/email-layout.ts) as escaped HTML and
 * plain text, so content can never inject HTML. Shared by both sides: no imports.
 *
 * Rules (public-site.md section 2, "Blog post"):
 * - '# ' to '#### ' start a heading. The post title is the page's only h1, so body headings
 *   never render as h1: '#' and '##' become h2, '###' becomes h3, and '####' becomes h2
 *   (as the spec demands). Five or more hashes, or no space after them, is a paragraph.
 * - '- ' and '* ' lines are bullet items, '1. ' (any number) lines numbered items;
 *   consecutive items of one kind form one list.
 * - '**bold**' and '*italic*' spans inside any text; unclosed markers stay literal.
 * - A blank line is a break (runs of blank lines count once; none at the start or end).
 * - Any other line is a paragraph.
 */

export type InlineSpan = { kind: 'text' | 'bold' | 'italic'; text: string };

export type HeadingLevel = 2 | 3;

export type MarkupBlock =
  | { kind: 'heading'; level: HeadingLevel; spans: InlineSpan[] }
  | { kind: 'list'; ordered: boolean; items: InlineSpan[][] }
  | { kind: 'paragraph'; spans: InlineSpan[] }
  | { kind: 'break' };

const HEADING_LEVELS: Record<number, HeadingLevel> = { 1: 2, 2: 2, 3: 3, 4: 2 };

const headingPattern = /^(#{1,4})\s+(.+)$/;
const bulletPattern = /^[-*]\s+(.*)$/;
const numberedPattern = /^\d+\.\s+(.*)$/;

const pushText = (spans: InlineSpan[], text: string) => {
  if (!text) return;
  const last = spans[spans.length - 1];
  if (last && last.kind === 'text') last.text += text;
  else spans.push({ kind: 'text', text });
};

/** Splits one line into text, bold and italic spans (no nesting). */
export const parseInline = (line: string): InlineSpan[] => {
  const spans: InlineSpan[] = [];
  let position = 0;
  while (position < line.length) {
    if (line.startsWith('**', position)) {
      const end = line.indexOf('**', position + 2);
      if (end > position + 2) {
        spans.push({ kind: 'bold', text: line.slice(position + 2, end) });
        position = end + 2;
        continue;
      }
    } else if (line[position] === '*') {
      const end = line.indexOf('*', position + 1);
      if (end > position + 1) {
        spans.push({ kind: 'italic', text: line.slice(position + 1, end) });
        position = end + 1;
        continue;
      }
    }
    // No span starts here: copy text up to the next marker candidate.
    const nextMarker = line.indexOf('*', position + 1);
    const stop = nextMarker === -1 ? line.length : nextMarker;
    pushText(spans, line.slice(position, stop));
    position = stop;
  }
  return spans;
};

type ListItemLine = { ordered: boolean; text: string };

const asListItem = (line: string): ListItemLine | null => {
  const bullet = bulletPattern.exec(line);
  if (bullet) return { ordered: false, text: bullet[1] ?? '' };
  const numbered = numberedPattern.exec(line);
  if (numbered) return { ordered: true, text: numbered[1] ?? '' };
  return null;
};

export const parseMarkup = (source: string): MarkupBlock[] => {
  const blocks: MarkupBlock[] = [];
  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim();
    const previous = blocks[blocks.length - 1];

    if (!line) {
      if (previous && previous.kind !== 'break') blocks.push({ kind: 'break' });
      continue;
    }

    const heading = headingPattern.exec(line);
    if (heading) {
      const level = HEADING_LEVELS[(heading[1] ?? '#').length] ?? 2;
      blocks.push({ kind: 'heading', level, spans: parseInline(heading[2] ?? '') });
      continue;
    }

    const item = asListItem(line);
    if (item) {
      const spans = parseInline(item.text);
      if (previous && previous.kind === 'list' && previous.ordered === item.ordered) previous.items.push(spans);
      else blocks.push({ kind: 'list', ordered: item.ordered, items: [spans] });
      continue;
    }

    blocks.push({ kind: 'paragraph', spans: parseInline(line) });
  }
  if (blocks[blocks.length - 1]?.kind === 'break') blocks.pop();
  return blocks;
};
