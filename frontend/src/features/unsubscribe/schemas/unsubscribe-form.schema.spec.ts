import { describe, expect, it } from '@jest/globals';
import { unsubscribeFormSchema } from './unsubscribe-form.schema';

describe('unsubscribeFormSchema', () => {
  it('requires a non-blank email', () => {
    expect(unsubscribeFormSchema.safeParse({ email: ' ' }).success).toBe(false);
    expect(unsubscribeFormSchema.safeParse({ email: ' a@b.co ' }).data).toEqual({ email: 'a@b.co' });
  });
});
