import { describe, expect, it } from '@jest/globals';
import { contactFieldErrors, contactLimits } from './contact-form.schema';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A long enough message.' };

describe('contactFieldErrors', () => {
  it('reports nothing for a complete message', () => {
    expect(contactFieldErrors(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(contactFieldErrors({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      subject: 'Please enter a subject.',
      message: 'Please enter a message.',
    });
  });

  it('checks the email format', () => {
    expect(contactFieldErrors({ ...valid, email: 'not-an-email' })).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('enforces the message length bounds', () => {
    expect(contactFieldErrors({ ...valid, message: 'too short' })).toEqual({
      message: `Message must be at least ${contactLimits.messageMin} characters.`,
    });
    expect(contactFieldErrors({ ...valid, message: 'x'.repeat(contactLimits.messageMax + 1) })).toEqual({
      message: `Message must be at most ${contactLimits.messageMax} characters.`,
    });
  });

  it('enforces the name and subject maximums', () => {
    expect(
      contactFieldErrors({ ...valid, name: 'n'.repeat(contactLimits.nameMax + 1), subject: 's'.repeat(contactLimits.subjectMax + 1) }),
    ).toEqual({
      name: `Name must be at most ${contactLimits.nameMax} characters.`,
      subject: `Subject must be at most ${contactLimits.subjectMax} characters.`,
    });
  });
});
