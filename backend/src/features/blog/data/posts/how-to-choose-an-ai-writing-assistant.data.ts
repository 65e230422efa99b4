import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'how-to-choose-an-ai-writing-assistant';

export const howToChooseAnAiWritingAssistant: PublishedPost = {
  id: slug,
  slug,
  title: 'How to Choose an AI Writing Assistant for Your Business',
  excerpt:
    'General chatbots, marketing copy platforms and editing tools solve different problems. Here is a practical way to pick the one that fits your writing, your team and your budget.',
  content: `## Start with the job, not the tool

Most people choose an AI writing assistant the way they choose a phone: by reading a comparison list and picking whatever sounds most powerful. That usually ends with a subscription nobody opens after the first month. A better starting point is a plain list of the writing your business actually produces every week.

For a typical small company that list looks something like this: sales emails, social posts, a newsletter, product descriptions, the occasional blog article, proposals and internal documents. Each of those has a different owner, a different tone and a different tolerance for mistakes. The right tool is the one that removes the most friction from the items at the top of your list.

## The three families of writing tools

Almost every product on the market falls into one of three groups.

- **General-purpose assistants** such as ChatGPT, Claude and Gemini. They can draft, rewrite, summarise and brainstorm almost anything, and they are usually the best value per dollar. The trade-off is that you supply the structure: good prompts, examples and context.
- **Marketing copy platforms** such as Jasper and Copy.ai. They wrap language models in templates, brand voice settings and campaign workflows. They suit teams who produce a lot of short marketing copy and want consistency without writing prompts from scratch.
- **Editing and in-app assistants** such as Grammarly, Notion AI, Gemini in Google Workspace and Microsoft 365 Copilot. They live where you already write, which matters more than most feature lists admit. If your team drafts everything in Google Docs or Word, an assistant inside that editor will get used far more than a separate website.

## What to evaluate

### Output quality on your own material

Demos are written to flatter the product. Test every candidate on three real pieces of your own work: one you are proud of, one that was a struggle, and one that is routine. Judge the drafts on accuracy, tone and how much editing they need before you would send them.

### Brand voice and context

Check how the tool learns about your business. Some let you save style guides, product facts and example texts so that every draft starts from the same knowledge. Others forget everything between sessions. If you write about the same products every week, persistent context saves a surprising amount of time.

### Where it lives

Count the clicks between your draft and the assistant. Browser extensions, editor add-ons and integrations with your email or CMS are not glamorous features, but they decide whether people actually use the tool.

### Data handling

Read the data policy before anyone pastes in a customer list or a contract. Business and team plans of the major assistants generally promise not to train on your content by default, while free consumer tiers often have different rules. Settings change, so check the current terms rather than relying on a review.

### Pricing model

Per-seat pricing is predictable but gets expensive for occasional users. Usage-based pricing is cheap for light users but harder to budget. Work out what the tool would cost for your real team, including the people who will only use it twice a month.

## Run a two-week trial

A short, structured trial beats weeks of reading reviews.

1. Pick two or three candidates, no more.
2. Choose five recurring writing tasks and assign each one to a specific person.
3. Have that person complete the task with each tool and note the time spent and the edits needed.
4. Collect a short verdict from each tester: would they keep using it, and why.
5. Decide based on the notes, not on which demo was most impressive.

## Red flags to watch for

- Claims that the tool produces content that is guaranteed to rank, convert or pass as human.
- No clear statement about how your inputs are stored or used.
- Annual contracts required before you can try the product with your team.
- Output that sounds polished but contains invented facts about your own products.

## The short version

If you are a solo creator or a small team, start with one general-purpose assistant and learn to brief it well; it will cover most of your needs. Add a specialised marketing platform only when you are producing enough copy that templates and shared brand settings clearly pay for themselves. And whichever tool you choose, keep a human editor between the draft and your customers. *The assistant writes the first draft; you remain the author.*
`,
  image: blogImagePath(slug),
  category: 'Guide',
  publishDate: '2025-01-05',
};
