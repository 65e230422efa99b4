import { describe, expect, it } from '@jest/globals';
import { PUBLIC_INTERESTS } from '@contract/subscribers.vocabulary';
import { emptySubscribeForm, subscribeFormSchema } from './subscribe-form.schema';

describe('subscribeFormSchema', () => {
  it('defaults to the daily frequency', () => {
    expect(emptySubscribeForm.frequency).toBe('daily');
  });

  it('accepts an email with one interest', () => {
    const result = subscribeFormSchema.safeParse({ ...emptySubscribeForm, email: ' a@b.co ', interests: ['ai-code'] });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('a@b.co');
  });

  it('rejects a blank email', () => {
    expect(subscribeFormSchema.safeParse({ ...emptySubscribeForm, email: '   ', interests: ['ai-code'] }).success).toBe(false);
  });

  it('rejects an empty interest list even with free-text interests', () => {
    const values = { ...emptySubscribeForm, email: 'a@b.co', customInterests: 'robots' };
    expect(subscribeFormSchema.safeParse(values).success).toBe(false);
  });

  it('rejects unknown interest ids and frequencies', () => {
    expect(subscribeFormSchema.safeParse({ ...emptySubscribeForm, email: 'a@b.co', interests: ['business'] }).success).toBe(false);
    expect(
      subscribeFormSchema.safeParse({ ...emptySubscribeForm, email: 'a@b.co', interests: ['ai-code'], frequency: 'major' }).success,
    ).toBe(false);
  });

  it('offers exactly the ten interest ids of the spec', () => {
    expect(PUBLIC_INTERESTS.map((option) => option.id)).toEqual([
      'ai-writing', 'ai-image', 'ai-video', 'ai-code', 'ai-business',
      'ai-analytics', 'ai-marketing', 'ai-design', 'ai-research', 'ai-productivity',
    ]);
  });
});
