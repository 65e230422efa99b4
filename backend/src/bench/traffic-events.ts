import type { AppendContext } from '../core/events/event-log.js';
import { createSeededRandom } from '../features/ai/offline/seeded-random.js';
import { trafficStream } from '../features/analytics/analytics.events.js';
import { SEED_BLOG_POSTS } from '../features/blog/data/blog-posts.data.js';
import { SEED_TOOLS } from '../features/catalogue/data/tools.data.js';
import type { PlannedEvent } from './app-event-mix.js';

const PAGES = ['/', '/tools', '/blog', '/ai-tools-guide', '/subscribe', '/about', ...SEED_BLOG_POSTS.map((post) => `/blog/${post.slug}`)];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the beacon records: page views, and one tool click for every four views, spread over the last
 * 45 days (so the dashboard's 30-day charts have data), in time order.
 */
export function* trafficEvents(seedText: string, spanDays = 45, perDay = 4000): Generator<PlannedEvent> {
  const random = createSeededRandom(`${seedText}-traffic`);
  const start = Date.now() - spanDays * DAY_MS;
  for (let index = 0; ; index++) {
    const at = new Date(Math.min(Date.now(), start + (index * DAY_MS) / perDay));
    const context: AppendContext = { actor: 'visitor', now: at };
    const stream = trafficStream(at.toISOString().slice(0, 10));
    const path = random.pick(PAGES);
    yield index % 5 === 4
      ? { stream, event: { type: 'ToolLinkClicked', data: { path: '/tools', tool: random.pick(SEED_TOOLS).name } }, context }
      : { stream, event: { type: 'PageViewed', data: { path } }, context };
  }
}
