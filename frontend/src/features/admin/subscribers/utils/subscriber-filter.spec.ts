import { describe, expect, it } from '@jest/globals';
import { buildSubscriberView } from '../../../../testing/builders/subscriber';
import { filterSubscribers, pageOf } from './subscriber-filter';

describe('filterSubscribers', () => {
  const ada = buildSubscriberView({ email: 'ada@example.com', source: 'facebook-ads', utmCampaign: 'spring' });
  const grace = buildSubscriberView({ email: 'grace@example.com', status: 'unsubscribed', interests: ['finance'] });
  const erased = buildSubscriberView({ email: null, status: 'erased' });
  const all = [ada, grace, erased];

  it('matches the search against address, source, utm values and interests, ignoring case', () => {
    expect(filterSubscribers(all, { search: 'ADA@', status: 'all' })).toEqual([ada]);
    expect(filterSubscribers(all, { search: 'Spring', status: 'all' })).toEqual([ada]);
    expect(filterSubscribers(all, { search: 'finance', status: 'all' })).toEqual([grace]);
  });

  it('keeps only the chosen status', () => {
    expect(filterSubscribers(all, { search: '', status: 'erased' })).toEqual([erased]);
    expect(filterSubscribers(all, { search: '  ', status: 'all' })).toHaveLength(3);
  });
});

describe('pageOf', () => {
  const list = Array.from({ length: 120 }, (_, index) => buildSubscriberView({ email: `reader${index}@example.com` }));

  it('cuts the list into pages and says where the page starts', () => {
    const second = pageOf(list, 1, 50);
    expect(second.items.map((subscriber) => subscriber.email)).toEqual(list.slice(50, 100).map((subscriber) => subscriber.email));
    expect(second).toMatchObject({ page: 1, pageCount: 3, total: 120, firstRow: 51 });
  });

  it('shows the last page when the requested one is gone, and one empty page for an empty list', () => {
    expect(pageOf(list, 9, 50)).toMatchObject({ page: 2, firstRow: 101 });
    expect(pageOf([], 3, 50)).toMatchObject({ page: 0, pageCount: 1, total: 0, items: [] });
  });
});
