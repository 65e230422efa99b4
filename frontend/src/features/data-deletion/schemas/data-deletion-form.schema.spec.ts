import { describe, expect, it } from '@jest/globals';
import { dataDeletionFormSchema } from './data-deletion-form.schema';

describe('dataDeletionFormSchema', () => {
  it('accepts an email containing an @ with or without a reason', () => {
    expect(dataDeletionFormSchema.safeParse({ email: 'a@b.co', reason: '' }).success).toBe(true);
    expect(dataDeletionFormSchema.safeParse({ email: 'a@b.co', reason: 'moving on' }).success).toBe(true);
  });

  it('rejects an empty email', () => {
    expect(dataDeletionFormSchema.safeParse({ email: '  ', reason: '' }).success).toBe(false);
  });

  it('rejects an email without an @', () => {
    expect(dataDeletionFormSchema.safeParse({ email: 'ab.co', reason: '' }).success).toBe(false);
  });
});
