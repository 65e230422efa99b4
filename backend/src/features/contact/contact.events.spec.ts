import { describe, expect, it } from '@jest/globals';
import { CONTACT_PRIORITY_KEYWORDS } from '../../contract/contact.vocabulary.js';
import { priorityOf } from './contact.events.js';

describe('priorityOf', () => {
  it.each(CONTACT_PRIORITY_KEYWORDS.urgent.map((word) => [word]))('makes a subject with "%s" urgent, in any case', (word) => {
    expect(priorityOf(`Re: ${word.toUpperCase()} about my account`)).toBe('urgent');
  });

  it.each(CONTACT_PRIORITY_KEYWORDS.high.map((word) => [word]))('makes a subject with "%s" high', (word) => {
    expect(priorityOf(`A ${word} with the newsletter`)).toBe('high');
  });

  it('takes urgent over high, and leaves a subject without a keyword normal', () => {
    expect(priorityOf('Problem: the site is down, urgent')).toBe('urgent');
    expect(priorityOf('A question about pricing')).toBe('normal');
  });

  it('reads whole words only', () => {
    expect(priorityOf('A helpful list, issued critically')).toBe('normal');
  });
});
