import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { newRequestKey } from './request-key';

describe('newRequestKey', () => {
  it('is a version-4 UUID the contract accepts', () => {
    for (let round = 0; round < 50; round++) {
      const key = newRequestKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(z.uuid().safeParse(key).success).toBe(true);
    }
  });

  it('is new each time', () => {
    expect(new Set(Array.from({ length: 100 }, newRequestKey)).size).toBe(100);
  });
});
