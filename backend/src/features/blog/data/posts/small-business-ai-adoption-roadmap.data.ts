import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'small-business-ai-adoption-roadmap';

export const smallBusinessAiAdoptionRoadmap: PublishedPost = {
  id: slug,
  slug,
  title: 'A Small-Business AI Adoption Roadmap in Four Phases',
  excerpt:
    'Skip the hype and the paralysis. A four-phase roadmap for bringing AI into a small business: set ground rules, win quick time savings, redesign team workflows, then automate.',
  content: `## Why a roadmap beats a shopping spree

Small businesses tend to adopt AI in one of two ways. Some buy several tools at once, hoping one will stick, and end up with overlapping subscriptions and little change in how work gets done. Others wait for the dust to settle, while their staff quietly use free tools with no guidance at all. Both paths carry risk.

A simple, phased roadmap avoids both. Each phase builds skills and confidence for the next, and each has a clear point at which you decide whether to continue.

## Phase 1: Ground rules

Before encouraging anyone to use AI, agree on a few basics. This takes days, not months.

- **An approved tools list.** Start with one general-purpose assistant on a business plan, so work data falls under proper terms.
- **A data rule of thumb.** Define what may never go into an AI tool, such as customer personal data, passwords, health information or confidential contracts, unless the tool is specifically approved for it.
- **A review rule.** Anything AI-assisted that goes to a customer is checked by a person first.
- **An owner.** One person who keeps the tools list current and answers questions.

Write these on a single page. A short policy that people read beats a long one that nobody does.

## Phase 2: Personal quick wins

For the first month, focus on individuals saving time on their own tasks. Good candidates are tasks that happen often, take real time and are easy to check:

- Drafting and replying to routine emails.
- Summarising long documents, threads and meeting notes.
- Turning rough notes into proposals, job ads or policies.
- Brainstorming headlines, campaign ideas or answers to common objections.
- Explaining a spreadsheet formula or cleaning up a messy list.

Run a short kickoff session, share a handful of prompt templates and set up a channel where people post what worked. Ask everyone to note one task they now do faster. Those notes become your evidence for the next phase.

## Phase 3: Team workflows

Once people are comfortable, look for repeated processes that involve several people, such as content production, customer support replies, onboarding new clients or preparing monthly reports. For each one:

1. Map the current steps and who does them.
2. Mark which steps are reading, sorting, summarising or drafting, because those are where AI helps most.
3. Redesign the process with AI in those steps and a named human reviewer at each handover.
4. Write shared prompt templates and store them where the whole team can reach them, such as a shared project in your assistant.
5. Run the new process for a month and compare it honestly with the old one.

This is also the phase to add a specialised tool if there is a clear gap, such as a meeting notetaker or an AI feature in your helpdesk software.

## Phase 4: Automation and integration

Only after a workflow is stable should you automate it. Platforms such as Zapier and Make can connect forms, inboxes, CRMs and AI models so that routine steps happen without anyone copying and pasting. Start with automations that prepare work for a person, such as sorting enquiries or drafting replies, rather than ones that act directly on customers.

## Choosing what to do first

When you have more ideas than time, score each candidate from one to three on four questions:

- **Frequency:** how often does the task happen?
- **Time:** how long does it take today?
- **Checkability:** how easy is it to verify the output?
- **Risk:** what is the damage if a mistake slips through? Score low risk as three.

Tackle the highest totals first. Rare, high-stakes, hard-to-check tasks belong at the bottom of the list.

## People matter more than tools

The biggest factor in successful adoption is usually not the software. It is whether people feel safe experimenting and are clear about the rules. Make it explicit that the goal is to remove tedious work, celebrate useful discoveries, and involve sceptics in reviewing outputs; they are often the best quality checkers you have.

## Review every quarter

Set a recurring review to ask three questions: which tools are people actually using, which workflows delivered time savings, and what has changed in the tools or your business since the last review? Cancel what is not used and move the next candidate up the list. *Steady, deliberate progress compounds faster than a burst of enthusiasm.*
`,
  image: blogImagePath(slug),
  category: 'Strategy',
  publishDate: '2026-07-07',
};
