import { createHash } from 'node:crypto';
import { FREQUENCIES } from '../contract/subscribers.vocabulary.js';
import type { AppendContext } from '../core/events/event-log.js';
import type { Actor } from '../core/events/event.js';
import type { DomainEvent } from '../core/events/event-type.js';
import { createSeededRandom } from '../features/ai/offline/seeded-random.js';
import { blogPostStream, blogPostViewsStream } from '../features/blog/blog.events.js';
import { SEED_BLOG_POSTS } from '../features/blog/data/blog-posts.data.js';
import { GUIDE_STREAM, toolStream } from '../features/catalogue/catalogue.events.js';
import { GUIDE_CATEGORIES, GUIDE_INTRO } from '../features/catalogue/data/guide.data.js';
import { SEED_TOOLS } from '../features/catalogue/data/tools.data.js';
import { contactMessageStream } from '../features/contact/contact.events.js';
import { personDirectoryStream } from '../features/people/person.events.js';
import { subscriberStream } from '../features/subscribers/subscriber.events.js';

/** One event to append, with the stream and the context a real request would give it. */
export type PlannedEvent = { stream: string; event: DomainEvent; context: AppendContext };

/**
 * What visitors, admins and the scheduler do, per 1,000 actions. Most traffic is blog reading;
 * signups, preference changes and contact messages carry personal data that the log seals.
 * A signup is 2 events (EmailLinkedToPerson, SubscriberSubscribed), 3 when it asks for the guide
 * (then a SubscriberEmailSent follows); a contact message is 2 (EmailLinkedToPerson, ContactMessageReceived).
 */
const ACTION_WEIGHTS = {
  viewPost: 862,
  signup: 40,
  changePreferences: 40,
  sendNewsletter: 30,
  unsubscribe: 8,
  contactMessage: 5,
  enhanceTool: 8,
  changeTool: 6,
  publishPost: 1,
} as const;
type Action = keyof typeof ACTION_WEIGHTS;

/** A generated post is viewable this many events after its publication, so its views land in a later append chunk. */
export const PUBLICATION_DELAY = 20_000;
/** Seconds of simulated time between two events: a million events span about eleven months. */
const SECONDS_BETWEEN_EVENTS = 30;
const START = Date.UTC(2025, 0, 1);
const INTERESTS = ['ai-writing', 'ai-image', 'ai-video', 'ai-code', 'ai-marketing', 'ai-productivity', 'ai-research', 'business'];
const SUBJECTS = ['Question about a tool listing', 'Partnership idea', 'Problem with the newsletter', 'Urgent: wrong price shown'];

const uuidFrom = (seed: string): string => {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const actionTable = (): Action[] => (Object.entries(ACTION_WEIGHTS) as [Action, number][]).flatMap(([action, weight]) => Array<Action>(weight).fill(action));

/** The catalogue and blog content the site ships with, as the seed service appends it on first start. */
export function* seedEvents(): Generator<PlannedEvent> {
  const context: AppendContext = { actor: 'system', now: new Date(START) };
  for (const tool of SEED_TOOLS) yield { stream: toolStream(tool.id), event: { type: 'ToolAdded', data: { tool, origin: 'seed' } }, context };
  yield { stream: GUIDE_STREAM, event: { type: 'GuidePublished', data: { intro: GUIDE_INTRO, categories: [...GUIDE_CATEGORIES] } }, context };
  for (const post of SEED_BLOG_POSTS) {
    const data = { post, origin: 'seed', topic: null, writer: null, model: null };
    yield { stream: blogPostStream(post.id), event: { type: 'BlogPostPublished', data }, context };
  }
}

/**
 * `count` events after the seed, drawn deterministically from ACTION_WEIGHTS, each valid for its type's
 * schema. Events of one stream keep their order; a view only targets a post published at least
 * PUBLICATION_DELAY events earlier, so writers may append chunks of up to that size concurrently.
 */
export function* activityEvents(count: number, seedText = 'bench'): Generator<PlannedEvent> {
  const random = createSeededRandom(seedText);
  const actions = actionTable();
  const viewable: string[] = SEED_BLOG_POSTS.map((post) => post.id);
  const pendingPosts: { postId: string; viewableAt: number }[] = [];
  const active: string[] = [];
  let emitted = 0;
  let people = 0;
  const context = (actor: Actor): AppendContext => ({ actor, now: new Date(START + emitted * SECONDS_BETWEEN_EVENTS * 1000) });
  const plan = (stream: string, type: string, data: Record<string, unknown>, actor: Actor): PlannedEvent => ({
    stream,
    event: { type, data },
    context: context(actor),
  });

  const actionEvents = (action: Action): PlannedEvent[] => {
    switch (action) {
      case 'viewPost': {
        const postId = random.pick(viewable);
        return [plan(blogPostViewsStream(postId), 'BlogPostViewed', { postId }, 'visitor')];
      }
      case 'signup': {
        people += 1;
        const subscriberId = uuidFrom(`${seedText}-person-${people}`);
        const leadMagnet = random.next() < 0.5 ? 'ultimate_ai_tools_guide' : null;
        const signup = {
          subscriberId,
          email: `reader${people}@example.com`,
          frequency: random.pick(FREQUENCIES),
          interests: random.shuffle(INTERESTS).slice(0, random.integer(1, 4)),
          customInterests: random.next() < 0.2 ? 'Tools for translating technical documentation' : null,
          source: random.pick(['website', 'homepage', 'blog-footer']),
          leadMagnet,
          utmSource: random.next() < 0.3 ? 'newsletter-partner' : null,
          utmMedium: null,
          utmCampaign: null,
        };
        active.push(subscriberId);
        const events = [linkPerson(subscriberId), plan(subscriberStream(subscriberId), 'SubscriberSubscribed', signup, 'visitor')];
        if (leadMagnet) events.push(emailSent(subscriberId, 'guide'));
        return events;
      }
      case 'changePreferences': {
        if (active.length === 0) return [];
        const subscriberId = random.pick(active);
        const interests = random.shuffle(INTERESTS).slice(0, 3);
        const data = { subscriberId, frequency: random.pick(FREQUENCIES), interests, customInterests: null };
        return [plan(subscriberStream(subscriberId), 'SubscriberPreferencesChanged', data, 'visitor')];
      }
      case 'sendNewsletter':
        return active.length === 0 ? [] : [emailSent(random.pick(active), 'newsletter')];
      case 'unsubscribe': {
        if (active.length === 0) return [];
        const subscriberId = active.splice(random.integer(0, active.length - 1), 1)[0];
        return [plan(subscriberStream(subscriberId), 'SubscriberUnsubscribed', { subscriberId, via: 'link' }, 'visitor')];
      }
      case 'contactMessage': {
        people += 1;
        const personId = uuidFrom(`${seedText}-person-${people}`);
        const messageId = uuidFrom(`${seedText}-message-${people}`);
        const subject = random.pick(SUBJECTS);
        const data = {
          messageId,
          personId,
          name: `Reader ${people}`,
          email: `reader${people}@example.com`,
          subject,
          message: 'Hello, I have a question about one of the tools you list.',
          priority: 'normal',
          channel: 'contact-form',
        };
        return [linkPerson(personId), plan(contactMessageStream(messageId), 'ContactMessageReceived', data, 'visitor')];
      }
      case 'enhanceTool': {
        const tool = random.pick(SEED_TOOLS);
        const reviewCount = tool.reviewCount + random.integer(1, 50);
        const { rating, pros, keyFeatures: features, useCases } = tool;
        const data = { toolId: tool.id, rating, reviewCount, pros, features, useCases, writer: 'offline', model: 'offline-writer' };
        return [plan(toolStream(tool.id), 'ToolEnhanced', data, 'scheduler')];
      }
      case 'changeTool': {
        const tool = random.pick(SEED_TOOLS);
        const changed = { ...tool, reviewCount: tool.reviewCount + random.integer(1, 500) };
        const data = { toolId: tool.id, tool: changed, changedFields: ['reviewCount'] };
        return [plan(toolStream(tool.id), 'ToolChanged', data, 'scheduler')];
      }
      case 'publishPost': {
        const base = random.pick(SEED_BLOG_POSTS);
        const number = pendingPosts.length + viewable.length;
        const postId = uuidFrom(`${seedText}-post-${number}`);
        const publishDate = context('admin').now.toISOString().slice(0, 10);
        const post = { ...base, id: postId, slug: `${base.slug}-${number}`, title: `${base.title} (${number})`, publishDate };
        pendingPosts.push({ postId, viewableAt: emitted + PUBLICATION_DELAY });
        const data = { post, origin: 'generated', topic: 'AI tools', writer: 'offline', model: 'offline-writer' };
        return [plan(blogPostStream(postId), 'BlogPostPublished', data, 'admin')];
      }
    }
  };
  const emailSent = (subscriberId: string, category: string): PlannedEvent => {
    const data = { subscriberId, category, transport: 'outbox', reference: `${uuidFrom(`${seedText}-mail-${emitted}`)}.eml` };
    return plan(subscriberStream(subscriberId), 'SubscriberEmailSent', data, 'system');
  };
  // The directory stream is named by a keyed hash of the address in the app; any 64 hex digits do here.
  const linkPerson = (personId: string): PlannedEvent =>
    plan(personDirectoryStream(createHash('sha256').update(`${seedText}-address-${people}`).digest('hex')), 'EmailLinkedToPerson', { personId }, 'visitor');

  while (emitted < count) {
    while (pendingPosts.length > 0 && pendingPosts[0].viewableAt <= emitted) viewable.push(pendingPosts.shift()!.postId);
    for (const planned of actionEvents(random.pick(actions))) {
      if (emitted === count) return;
      emitted += 1;
      yield planned;
    }
  }
}
