import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'ai-meeting-notes-otter-fireflies-fathom-review';

export const aiMeetingNotesOtterFirefliesFathomReview: PublishedPost = {
  id: slug,
  slug,
  title: 'AI Meeting Notes Compared: Otter, Fireflies and Fathom',
  excerpt:
    'Three popular AI notetakers promise to free you from typing during calls. We compare what each is built for, where they differ, and what to check before you let a bot into your meetings.',
  content: `## Why AI notetakers caught on

Few tasks are as universally disliked as taking meeting notes. AI notetakers solve it in an appealing way: a bot joins your video call, records and transcribes it, and sends a summary with action items shortly after the meeting ends. Otter, Fireflies and Fathom are three of the best-known options, and while they look similar at first glance, each leans toward a different kind of user.

This review is based on each product's documented features and plans rather than a controlled lab test. Features and pricing in this category change often, so treat it as a map of the territory and confirm the details on each vendor's site before you buy.

## What they all do

The core feature set is now fairly standard across the three:

- A bot that joins Zoom, Google Meet and Microsoft Teams calls from your calendar.
- A searchable transcript with speaker labels.
- An AI-generated summary with key points and action items.
- The ability to ask questions about a meeting, or across meetings, in a chat interface.
- Sharing of notes and recordings with teammates.

The differences are in focus, integrations and pricing structure.

## Otter

Otter started as a transcription app and it shows. It is comfortable with live transcription, meaning you can follow the transcript as the conversation happens, and it can also transcribe recordings you upload. Its assistant joins scheduled calls automatically, produces summaries and lets you chat with your meeting history.

**Best suited to:** people who want reliable transcripts as a core product, including for lectures, interviews and in-person conversations recorded on a phone, not only video calls.

**Worth checking:** the monthly transcription minutes and per-conversation limits on the plan you are considering, especially on the free tier.

## Fireflies

Fireflies positions itself as a knowledge layer for a whole team's conversations. Its strengths are search across many meetings, topic tracking and a long list of integrations, including CRMs such as Salesforce and HubSpot, project tools and messaging apps. That makes it attractive to sales and customer teams who want call notes to flow into the systems they already use.

**Best suited to:** teams that want meeting content pushed into other tools automatically and searched across the organisation.

**Worth checking:** which integrations and AI features are included in each tier, and whether admin controls meet your needs for deciding which meetings are recorded.

## Fathom

Fathom built its reputation on a generous free plan for individuals, with recording, transcription and summaries included. Its interface is focused on getting a clean summary and highlights out of a call quickly. Paid team plans add features such as shared libraries and CRM syncing.

**Best suited to:** individuals and small teams who want good summaries with minimal setup and cost.

**Worth checking:** which features are limited on the free plan and how team pricing scales as you add people.

## Do not forget the built-in options

Before adding another subscription, check what your meeting platform already offers. Zoom has its AI Companion, Google Meet can take notes with Gemini on eligible Workspace plans, and Microsoft Teams offers meeting recaps with Copilot. If your whole team lives on one platform, the built-in assistant may be good enough and avoids sending recordings to an additional vendor.

## Consent, privacy and etiquette

An AI bot in a meeting is a recording device, and that carries responsibilities.

1. **Tell people.** Recording laws differ by country and state, and some require every participant to consent. Announce the notetaker at the start of the call and let people object.
2. **Set sensible defaults.** Most tools can auto-join every calendar event. Limit that to internal meetings, or require manual activation for external calls.
3. **Check retention.** Know how long recordings and transcripts are kept and who in your organisation can see them.
4. **Review before sharing.** Summaries can misattribute statements or miss nuance. Skim them before forwarding to clients.

## How to choose

- If transcripts themselves are the product you need, start with **Otter**.
- If you want call insights flowing into your CRM and shared across a team, look at **Fireflies**.
- If you want solid summaries for little or no cost, try **Fathom**.
- If you are standardised on one meeting platform, test its **built-in assistant** first.

The best approach is to run two of them side by side on a week of real internal meetings and compare the summaries against your own memory of what was decided. *The right notetaker is the one whose action items you trust enough to act on.*
`,
  image: blogImagePath(slug),
  category: 'Review',
  publishDate: '2025-05-20',
};
