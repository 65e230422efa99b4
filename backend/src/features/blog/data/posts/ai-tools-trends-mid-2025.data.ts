import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'ai-tools-trends-mid-2025';

export const aiToolsTrendsMid2025: PublishedPost = {
  id: slug,
  slug,
  title: 'AI Tools at Mid-2025: Five Trends Business Users Should Know',
  excerpt:
    'Reasoning models, deep research, early agents, better image and video generation, and AI in search. A mid-year look at what changed and what it means for everyday business use.',
  content: `## Where things stand in July 2025

The first half of 2025 was busy even by the standards of the AI industry. Rather than list every launch, this analysis picks out five trends that matter to people who use AI tools for marketing, content and running a business. Everything here reflects the situation in mid-July 2025; some details will have moved on by the time you read this.

## 1. Reasoning models went mainstream

Late 2024 introduced models that spend extra time working through a problem before answering. In 2025 that approach spread across the industry. OpenAI expanded its o-series, releasing o3 and o4-mini in April. DeepSeek drew worldwide attention in January with R1, a reasoning model released with open weights. Anthropic added an extended thinking mode to Claude and followed with the Claude 4 models in May, and Google's Gemini 2.5 models, introduced from March, were built as thinking models.

**What it means for you:** for multi-step tasks such as analysing a spreadsheet, planning a campaign or checking the logic of a proposal, these models are noticeably more capable than their predecessors. They are often slower and can cost more per request, so a quick rewrite of an email does not need one.

## 2. Deep research became a standard feature

Google introduced Deep Research in Gemini in December 2024, and OpenAI and Perplexity launched their own deep research modes in February 2025. These features browse many sources over several minutes and return a structured report with citations.

**What it means for you:** market scans, competitor overviews and background research for articles can now start from a cited report instead of a blank page. The reports still contain mistakes and sometimes lean on weak sources, so the citations are there to be checked, not admired.

## 3. Agents arrived, with training wheels

OpenAI released Operator as a research preview in January, an assistant that can use a web browser to complete tasks. Coding agents also moved quickly: Anthropic released Claude Code, OpenAI launched a new Codex agent, and Google previewed Jules. Meanwhile the Model Context Protocol, an open standard Anthropic introduced in late 2024 for connecting AI models to tools and data, gained support from OpenAI and others.

**What it means for you:** agents that act on your behalf are real but still early. They work best on well-defined, low-stakes tasks with a human checking the result. The broader adoption of connection standards matters more in the short term, because it makes it easier for the assistants you already use to reach your files, calendars and business apps.

## 4. Images and video took a leap

In late March, OpenAI added native image generation to ChatGPT, which handled text inside images and instructions much better than earlier tools and quickly became a social media phenomenon. In May, Google announced Imagen 4 and Veo 3, with Veo 3 able to generate video together with sound and dialogue.

**What it means for you:** simple social graphics, concept visuals and short video clips are now within reach of non-designers. The open questions are about brand consistency, rights and disclosure, not about whether the output looks good enough.

## 5. Search started answering instead of linking

Google continued to expand AI Overviews in search results and, at its I/O conference in May, began rolling out AI Mode in the United States, a conversational search experience. ChatGPT and Perplexity kept growing as places where people look for answers directly.

**What it means for you:** if your marketing depends on search traffic, expect some questions to be answered without a click. Content that offers genuine expertise, original information and a clear reason to visit is better placed than pages that restate what an AI summary can already say.

## What to do with this

You do not need to chase every release. A sensible response for a small business is:

- Re-test the assistant you already pay for, because it has probably gained features since you chose it.
- Try a deep research mode on one real research task and compare it with how you usually work.
- Experiment with image generation for internal drafts and mock-ups before using it publicly.
- Review your most important search landing pages and ask whether they offer something a summary cannot.

*We will revisit these trends later in the year to see which ones held up.*
`,
  image: blogImagePath(slug),
  category: 'News',
  publishDate: '2025-07-14',
};
