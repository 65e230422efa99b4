import { describe, expect, it } from '@jest/globals';
import { cutTemplate, fillQuotedPrintable, fillTemplate, quotedPrintableTemplate } from './mail-template.js';
import { encodeQuotedPrintable } from './mime-encoding.js';

const PLACEHOLDERS = ['{{a}}', '{{b}}'];
const alphabet = ['x', ' ', '\t', '=', 'é', '☕', '\n', '\r\n', '\r', '<a href="', '">', 'https://x.example/?a=1&b=2', '{{a}}', '{{b}}'];
const valueAlphabet = ['y', ' ', '=', 'ü', '%40', '&amp;', 'https://site.example/unsubscribe?token=abc.def'];

describe('fillQuotedPrintable', () => {
  it('writes exactly what encoding the filled template writes, on random templates and values', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = (from: string[], length: number) => Array.from({ length }, () => from[Math.floor(random() * from.length)]).join('');
    for (let sample = 0; sample < 400; sample++) {
      const template = cutTemplate(pick(alphabet, Math.floor(random() * 120)), PLACEHOLDERS);
      const compiled = quotedPrintableTemplate(template);
      for (let recipient = 0; recipient < 3; recipient++) {
        // Values that end a line with a space, are empty, or are long enough to cross soft breaks.
        const values = { '{{a}}': pick(valueAlphabet, Math.floor(random() * 30)), '{{b}}': pick(valueAlphabet, Math.floor(random() * 3)) };
        expect(fillQuotedPrintable(compiled, values)).toBe(encodeQuotedPrintable(fillTemplate(template, values)));
      }
    }
  });

  it('stays exact when a value holds a line break, or a part ends in a carriage return before an empty value', () => {
    const template = cutTemplate('one\r{{a}}\ntwo {{b}} end ', PLACEHOLDERS);
    const cases: Array<Record<string, string>> = [{ '{{a}}': '', '{{b}}': 'x\ny' }, { '{{a}}': 'v', '{{b}}': ' ' }, { '{{a}}': '' }];
    for (const values of cases) {
      expect(fillQuotedPrintable(quotedPrintableTemplate(template), values)).toBe(encodeQuotedPrintable(fillTemplate(template, values)));
    }
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(fillTemplate(cutTemplate('Hi {{a}}!', PLACEHOLDERS), {})).toBe('Hi {{a}}!');
  });
});
