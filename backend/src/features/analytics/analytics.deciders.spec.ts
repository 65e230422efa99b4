import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import { demoDataDecider, trafficDecider } from './analytics.deciders.js';
import { demoSeed } from './demo-data.js';

const SEED = '7f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
const NEXT = '7f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4c';
const spec = deciderSpec(demoDataDecider);

describe('demo data decider', () => {
  it('records a seed as one event marked demo by its type', () => {
    const seed = demoSeed('2026-02-10', SEED);
    spec.given([]).when({ type: 'Seed', seed }).then([{ type: 'DemoAnalyticsSeeded', data: seed }]);
  });

  it('removes the current seed, and decides nothing when there is none', () => {
    const seeded = { type: 'DemoAnalyticsSeeded' as const, data: demoSeed('2026-02-10', SEED) };
    spec.given([seeded]).when({ type: 'Remove' }).then([{ type: 'DemoAnalyticsRemoved', data: { seedId: SEED } }]);
    spec.given([]).when({ type: 'Remove' }).then([]);
    spec.given([seeded, { type: 'DemoAnalyticsRemoved', data: { seedId: SEED } }]).when({ type: 'Remove' }).then([]);
  });

  it('removes the latest seed after a reseed', () => {
    const first = { type: 'DemoAnalyticsSeeded' as const, data: demoSeed('2026-02-10', SEED) };
    const second = { type: 'DemoAnalyticsSeeded' as const, data: demoSeed('2026-02-11', NEXT) };
    spec.given([first, second]).when({ type: 'Remove' }).then([{ type: 'DemoAnalyticsRemoved', data: { seedId: NEXT } }]);
  });
});

describe('traffic decider', () => {
  it('records a page view with its path, a tool click with its path and tool, and nothing else', () => {
    expect(trafficDecider.decide({ type: 'page_view', path: '/blog' })).toEqual([{ type: 'PageViewed', data: { path: '/blog' } }]);
    expect(trafficDecider.decide({ type: 'tool_click', path: '/tools', tool: 'Jasper' })).toEqual([{ type: 'ToolLinkClicked', data: { path: '/tools', tool: 'Jasper' } }]);
  });
});

describe('demo seed', () => {
  it('is drawn from the day: the same day seeds the same figures, 30 days ending that day, subscribers split without loss', () => {
    const seed = demoSeed('2026-02-10', SEED);
    expect(demoSeed('2026-02-10', SEED)).toEqual(seed);
    expect(seed.days.map((day) => day.date).at(-1)).toBe('2026-02-10');
    expect(seed.days).toHaveLength(30);
    const sum = (record: Record<string, number>) => Object.values(record).reduce((total, count) => total + count, 0);
    expect(sum(seed.subscribers.bySource)).toBe(seed.subscribers.total);
    expect(sum(seed.subscribers.byFrequency)).toBe(seed.subscribers.total);
    expect(seed.days.at(-1)?.activeSubscribers).toBe(seed.subscribers.total);
    expect(seed.campaigns).toBe(seed.days.reduce((total, day) => total + day.campaigns, 0));
  });
});
