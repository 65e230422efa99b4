import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'prompt-writing-for-business-step-by-step';

export const promptWritingForBusinessStepByStep: PublishedPost = {
  id: slug,
  slug,
  title: 'Prompt Writing for Business: A Step-by-Step Tutorial',
  excerpt:
    'Vague prompts get generic answers. Learn a simple five-part structure for briefing any AI assistant, with a worked example you can adapt today.',
  content: `## Why your prompts get generic answers

When an AI assistant returns bland, middle-of-the-road text, the problem is rarely the model. It is usually the brief. A prompt like "write a LinkedIn post about our new service" gives the model almost nothing to work with, so it falls back on the most average version of that post it can imagine.

The fix is the same thing that works with a freelance writer: a clear brief. This tutorial walks through a five-part structure that works in ChatGPT, Claude, Gemini and most other assistants.

## The five parts of a good brief

### 1. Role and audience

Tell the model who it is writing as and who it is writing for. "You are writing as the founder of a three-person bookkeeping firm. The readers are owners of small retail shops who dread tax season." This single sentence changes vocabulary, tone and the examples the model reaches for.

### 2. Task and goal

State the deliverable and what it should achieve. "Write a LinkedIn post that invites readers to book a free fifteen-minute review call." A goal gives the model a way to judge which details matter.

### 3. Context and facts

Paste in the facts the model cannot know: your prices, your offer, your deadlines, a customer quote you have permission to use. Anything you leave out, the model may fill with plausible inventions. Giving it the real material is the single best defence against made-up details.

### 4. Format and constraints

Be specific about length, structure and anything to avoid. For example:

- Under 150 words.
- A one-line hook, three short paragraphs and a single call to action.
- No hashtags, no emojis, no exclamation marks.
- Do not mention competitors by name.

### 5. Examples of what good looks like

If you have a past post that performed well or simply sounds like you, include it and say "match the tone of this example, not its content". Examples communicate style far better than adjectives like "friendly but professional".

## A worked example

Here is the weak prompt again: "Write a LinkedIn post about our new service."

Here is the same request as a brief, written in plain sentences:

*You are writing as Maya, founder of a three-person bookkeeping firm. The readers are owners of small retail shops. We are launching a fixed-price quarterly bookkeeping package that includes a year-end summary for their accountant. The goal is to get readers to book a free fifteen-minute review call through the link in our profile. Keep it under 150 words with a one-line hook, three short paragraphs and one call to action. No hashtags or emojis. Match the tone of the example post below.*

The second version takes two minutes longer to write and usually saves far more than that in editing.

## Iterate instead of starting over

The first answer is a draft, not a verdict. Treat the conversation like an editing session:

1. Tell the model what worked and what did not: "Keep the hook, but the second paragraph is too formal."
2. Ask for options when you are unsure: "Give me three alternative hooks, each under twelve words."
3. Ask it to critique its own draft against your goal before rewriting.
4. When you are happy, ask it to summarise the instructions that produced the final version so you can reuse them.

## Turn good prompts into templates

Once a brief works, save it. Keep a shared document of prompt templates with the fixed parts filled in (role, audience, format, examples) and placeholders for the parts that change. Many assistants let you store these instructions permanently: ChatGPT has custom GPTs and project instructions, Claude has Projects with custom instructions, and Gemini has Gems. Setting these up once means every teammate starts from the same foundation.

## Common mistakes

- **Stacking too many tasks in one prompt.** Ask for research, outline and draft in separate steps.
- **Describing tone with adjectives only.** Show an example instead.
- **Forgetting the facts.** If a number or name matters, put it in the prompt.
- **Trusting the first output.** Always check claims, figures and links before publishing.

## Your next step

Pick one piece of writing you produce every week. Write a five-part brief for it, run it three times, refine it and save it as a template. That one habit will do more for your results than any list of clever prompt tricks.
`,
  image: blogImagePath(slug),
  category: 'Tutorial',
  publishDate: '2025-02-17',
};
