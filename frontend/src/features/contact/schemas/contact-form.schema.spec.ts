import { describe, expect, it } from '@jest/globals';
import { CONTACT_LIMITS } from '@contract/contact.vocabulary';
import { contactFieldErrors, contactFormSchema } from './contact-form.schema';

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
      message: `Message must be at least ${CONTACT_LIMITS.messageMin} characters.`,
    });
    expect(contactFieldErrors({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) })).toEqual({
      message: `Message must be at most ${CONTACT_LIMITS.messageMax} characters.`,
    });
  });

  it('enforces the name and subject maximums', () => {
    expect(
      contactFieldErrors({ ...valid, name: 'n'.repeat(CONTACT_LIMITS.nameMax + 1), subject: 's'.repeat(CONTACT_LIMITS.subjectMax + 1) }),
    ).toEqual({
      name: `Name must be at most ${CONTACT_LIMITS.nameMax} characters.`,
      subject: `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters.`,
    });
  });
});

describe('contactFormSchema', () => {
  it("is the server's schema: it trims, lower-cases the address and refuses unknown fields as the server does", () => {
    expect(contactFormSchema.parse({ ...valid, email: '  Ada@Example.COM ', name: ' Ada ' })).toEqual({ ...valid, email: 'ada@example.com' });
    expect(contactFormSchema.safeParse({ ...valid, extra: 'field' }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.messageMin - 1) }).success).toBe(false);
  });
});
