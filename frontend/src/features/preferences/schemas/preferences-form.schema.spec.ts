import { describe, expect, it } from '@jest/globals';
import { preferencesFormSchema } from './preferences-form.schema';

const valid = { email: 'a@b.co', frequency: 'weekly', interests: ['AI Marketing'], customInterests: '' } as const;

describe('preferencesFormSchema', () => {
  it('accepts an email with a checked interest', () => {
    expect(preferencesFormSchema.safeParse(valid).success).toBe(true);
  });

  it('accepts an email with only a description', () => {
    expect(preferencesFormSchema.safeParse({ ...valid, interests: [], customInterests: 'voice cloning' }).success).toBe(true);
  });

  it('rejects when neither a checkbox nor a description is given', () => {
    expect(preferencesFormSchema.safeParse({ ...valid, interests: [], customInterests: '   ' }).success).toBe(false);
  });

  it('rejects a blank email', () => {
    expect(preferencesFormSchema.safeParse({ ...valid, email: ' ' }).success).toBe(false);
  });

  it('rejects frequencies other than daily, weekly and major_updates', () => {
    expect(preferencesFormSchema.safeParse({ ...valid, frequency: 'major-updates' }).success).toBe(false);
  });
});
