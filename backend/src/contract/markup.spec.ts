import { describe, expect, it } from '@jest/globals';
import { parseInline, parseMarkup } from './markup.js';

describe('parseMarkup headings', () => {
  it.each([
    ['# One', 2],
    ['## Two', 2],
    ['### Three', 3],
    ['#### Four', 2],
  ])('turns %s into a level-%i heading', (line, level) => {
    expect(parseMarkup(line)).toEqual([{ kind: 'heading', level, spans: [{ kind: 'text', text: line.replace(/^#+\s+/, '') }] }]);
  });

  it('treats five hashes or a missing space as a paragraph', () => {
    expect(parseMarkup('##### Five')).toEqual([{ kind: 'paragraph', spans: [{ kind: 'text', text: '##### Five' }] }]);
    expect(parseMarkup('#hashtag')).toEqual([{ kind: 'paragraph', spans: [{ kind: 'text', text: '#hashtag' }] }]);
  });

  it('parses inline spans inside headings', () => {
    expect(parseMarkup('## Why **now**')).toEqual([
      { kind: 'heading', level: 2, spans: [{ kind: 'text', text: 'Why ' }, { kind: 'bold', text: 'now' }] },
    ]);
  });
});

describe('parseMarkup lists', () => {
  it('groups consecutive "- " and "* " lines into one bullet list', () => {
    expect(parseMarkup('- first\n* second')).toEqual([
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
    ]);
  });

  it('groups numbered lines into an ordered list', () => {
    expect(parseMarkup('1. one\n2. two\n10. ten')).toEqual([
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }], [{ kind: 'text', text: 'ten' }]],
      },
    ]);
  });

  it('starts a new list when the kind changes or a blank line intervenes', () => {
    const blocks = parseMarkup('- a\n1. b\n\n- c');
    expect(blocks.map((block) => block.kind)).toEqual(['list', 'list', 'break', 'list']);
  });
});

describe('parseMarkup paragraphs and breaks', () => {
  it('makes each other line a paragraph and each blank run one break', () => {
    expect(parseMarkup('\n\nFirst line\nSecond line\n\n\n\nThird\n\n')).toEqual([
      { kind: 'paragraph', spans: [{ kind: 'text', text: 'First line' }] },
      { kind: 'paragraph', spans: [{ kind: 'text', text: 'Second line' }] },
      { kind: 'break' },
      { kind: 'paragraph', spans: [{ kind: 'text', text: 'Third' }] },
    ]);
  });

  it('handles Windows line endings', () => {
    expect(parseMarkup('## Title\r\nBody')).toHaveLength(2);
  });

  it('returns no blocks for empty content', () => {
    expect(parseMarkup('')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('extracts bold and italic spans', () => {
    expect(parseInline('Use **bold** and *italic* text')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'bold', text: 'bold' },
      { kind: 'text', text: ' and ' },
      { kind: 'italic', text: 'italic' },
      { kind: 'text', text: ' text' },
    ]);
  });

  it('keeps unclosed markers as literal text', () => {
    expect(parseInline('a ** b')).toEqual([{ kind: 'text', text: 'a ** b' }]);
    expect(parseInline('price * 2')).toEqual([{ kind: 'text', text: 'price * 2' }]);
  });

  it('keeps HTML as plain text', () => {
    expect(parseMarkup('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', spans: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});
