import { describe, expect, it } from '@jest/globals';
import { collectableCollections } from './generation-collector.js';

describe('collectableCollections', () => {
  const projections = new Map([
    ['blog', { collections: ['posts', 'index'] }],
    ['catalogue', { collections: ['tools'] }],
  ]);

  it('picks the generations that are neither live nor being built, and nothing that is not a projection collection', () => {
    const listed = ['blog__posts__g1', 'blog__index__g1', 'blog__posts__g2', 'blog__posts__g3', 'catalogue__tools__g4', 'catalogue__tools__g7', 'blog__other__g1', 'unknown__x__g1', 'data_keys', 'leases'];
    const keep = new Map([
      ['blog', new Set([2, 3])],
      ['catalogue', new Set([7])],
    ]);
    expect(collectableCollections(listed, projections, keep)).toEqual([
      { collection: 'blog__posts__g1', projection: 'blog', generation: 1 },
      { collection: 'blog__index__g1', projection: 'blog', generation: 1 },
      { collection: 'catalogue__tools__g4', projection: 'catalogue', generation: 4 },
    ]);
  });
});
