import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'chatgpt-vs-claude-vs-gemini-for-business-writing';

export const chatgptVsClaudeVsGeminiForBusinessWriting: PublishedPost = {
  id: slug,
  slug,
  title: 'ChatGPT vs Claude vs Gemini for Business Writing',
  excerpt:
    'All three can draft an email or a report. The real differences are in ecosystem, working style and how each fits your tools. A practical comparison and a test you can run yourself.',
  content: `## The honest answer first

For everyday business writing such as emails, proposals, blog drafts and summaries, ChatGPT, Claude and Gemini are all capable. Each company ships new models several times a year, and the lead on raw writing quality changes hands often enough that any ranking goes stale within months. That is why this comparison focuses on the things that change more slowly: where each assistant lives, how it handles your context, and what it feels like to work with day to day.

This is a review of documented features and general working style, not a benchmark. At the end you will find a simple test to run on your own material, which will tell you more than any review can.

## ChatGPT: the broadest toolkit

OpenAI's ChatGPT has the widest feature set of the three. Beyond chat, it offers Canvas for editing a document side by side with the assistant, Projects for grouping files and instructions, custom GPTs for reusable assistants, memory across conversations, image generation, voice conversations and a deep research mode. Connectors let it read from services such as Google Drive and other business apps on supported plans.

**Strengths for business writing:** versatility. If one subscription needs to cover drafting, research, quick graphics and data analysis, ChatGPT is the most complete single package.

**Watch out for:** a tendency toward familiar phrasing and structure if you do not give it examples of your style. Custom instructions and a saved style guide help a lot.

## Claude: the careful writer

Anthropic's Claude has built a reputation among writers for natural-sounding prose and for following detailed style instructions closely. It handles long documents well, which makes it useful for working with reports, transcripts and contracts. Projects let you store reference material and instructions, and Artifacts give longer outputs their own panel where you can iterate on them.

**Strengths for business writing:** long-form drafts, careful rewrites, and tasks where tone matters, such as sensitive customer emails or thought-leadership pieces.

**Watch out for:** a smaller range of built-in extras than ChatGPT, such as native image generation. If you need one tool for everything, that matters; if you mostly write, it may not.

## Gemini: the Workspace native

Google's Gemini stands out for its integration with Google Workspace. On eligible plans it works inside Gmail, Docs, Sheets and Meet, which means drafting a reply or summarising a long document happens without leaving the app. Google now includes Gemini features in many Workspace business plans. Gems let you save reusable assistants, and Gemini also offers a deep research mode and handles very long inputs.

**Strengths for business writing:** teams that already run on Google Workspace, where convenience drives adoption.

**Watch out for:** the experience depends heavily on your Workspace plan and admin settings, so check exactly which features your account includes.

## A quick comparison

- **Best all-rounder:** ChatGPT, thanks to the breadth of its features.
- **Best for tone-sensitive and long-form writing:** Claude is a strong candidate.
- **Best if you live in Google Workspace:** Gemini, because it is already where you write.
- **If you live in Microsoft 365:** also consider Microsoft 365 Copilot, which plays the same role inside Word and Outlook.

## Run your own comparison

Reviews cannot tell you which assistant suits your voice and your customers. Here is a test that takes about an hour:

1. Pick four real tasks: a cold outreach email, a reply to an unhappy customer, a one-page summary of a long document, and a short blog introduction.
2. Write one brief for each task, including your audience, goal, key facts and an example of your style.
3. Paste the identical brief into each assistant, using the same plan tier you would actually buy.
4. Remove the tool names, shuffle the outputs and ask a colleague to rank them.
5. Note how much editing the best draft still needed before you would send it.

Repeat the test every six months or so. The answer may change as the products do.

## Beyond writing quality

Three practical factors often decide the matter:

- **Data terms:** use a business plan for company work and check how each vendor treats your content.
- **Team features:** shared projects, admin controls and billing matter once more than two people are involved.
- **Cost:** if your company already pays for Google Workspace or Microsoft 365 with AI features included, the cheapest option may already be in your hands.

*The best assistant is the one your team will open every day, briefed well enough to sound like you.*
`,
  image: blogImagePath(slug),
  category: 'Review',
  publishDate: '2025-11-24',
};
