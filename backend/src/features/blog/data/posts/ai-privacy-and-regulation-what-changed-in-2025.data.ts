import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'ai-privacy-and-regulation-what-changed-in-2025';

export const aiPrivacyAndRegulationWhatChangedIn2025: PublishedPost = {
  id: slug,
  slug,
  title: 'AI, Privacy and Regulation: What Changed for Businesses in 2025',
  excerpt:
    'The EU AI Act began to apply in stages, vendors revised how they use customer data, and regulators kept watching. An October 2025 briefing with a practical checklist for small teams.',
  content: `## Why this matters to small businesses

Privacy and regulation can feel like topics for large companies with legal departments. In practice, the moment an employee pastes a customer email into a chatbot, a small business is making a data-handling decision. This briefing summarises the developments that mattered most in 2025, as of early October, and ends with a checklist you can apply this week. It is general information, not legal advice.

## The EU AI Act started to bite

The EU AI Act entered into force in August 2024 but applies in phases. Two of those phases arrived in 2025.

- **From 2 February 2025**, a short list of prohibited AI practices became illegal in the EU, and organisations that provide or deploy AI systems became subject to an AI literacy obligation: taking measures so that staff who work with AI have a sufficient understanding of it.
- **From 2 August 2025**, obligations for providers of general-purpose AI models began to apply, covering areas such as technical documentation, copyright policies and summaries of training content. In July the European Commission published a voluntary General-Purpose AI Code of Practice to help providers show compliance.

Most of the remaining obligations, including transparency duties such as telling people when they are interacting with an AI system and labelling certain AI-generated content, and the rules for high-risk systems, are scheduled to apply from August 2026.

**What it means for you:** if you operate in the EU or serve EU customers and use AI tools at work, the AI literacy duty is already relevant. For most small businesses that means basic, documented training on what the tools do, where they fail and what data must not go into them.

## Vendors changed their data terms

The way AI providers use customer conversations continued to shift. A notable example came in late August 2025, when Anthropic announced that users of its consumer Claude plans would be asked to choose whether their chats could be used to train future models, with a longer retention period for those who agree. Its commercial offerings, such as team, enterprise and API use, were not covered by that change.

That pattern is common across the industry: consumer plans and business plans often operate under different data terms. Business tiers of ChatGPT, Claude and Gemini generally state that customer content is not used for training by default, while consumer tiers may use it unless you opt out.

**What it means for you:** the plan your team uses matters as much as the brand. A free personal account used for work may carry very different terms from the business version of the same product.

## Regulators kept watching

Data protection authorities in Europe continued to apply existing privacy law to AI services. Italy's regulator, for example, moved to block the DeepSeek app in January 2025 over questions about how it handled personal data. In the United States there is still no comprehensive federal AI law, and activity has been concentrated at state level; Colorado, which passed a broad AI law in 2024, pushed its effective date back to mid-2026 during a special legislative session in August 2025.

**What it means for you:** existing rules such as the GDPR already apply to personal data you put into AI tools. You do not need to wait for new AI-specific laws to have obligations.

## A practical checklist

1. **List the AI tools in use.** Include browser extensions, meeting notetakers and features switched on inside existing software. You cannot manage what you have not listed.
2. **Move work to business plans.** Where staff use AI for work, prefer team or enterprise tiers with clear contractual data terms and a data processing agreement.
3. **Check training settings.** For any remaining consumer accounts, review the data controls and opt out of training where that option exists.
4. **Classify your data.** Agree on three buckets: fine to use, use only in approved business tools, and never put into AI tools. Customer personal data, health information and confidential contracts usually belong in the last two.
5. **Train your team.** A short session and a one-page policy go a long way, and help with the EU AI literacy expectation.
6. **Be open with customers.** Update your privacy notice to mention AI services that process their data, and disclose AI involvement where people would reasonably expect to know.

## Looking ahead

The next major milestone is August 2026, when most of the EU AI Act's remaining obligations are due to apply. Vendors will keep adjusting their terms in the meantime. *Put a reminder in your calendar to review your AI tool list and settings every quarter; it is the cheapest compliance habit you will ever adopt.*
`,
  image: blogImagePath(slug),
  category: 'News',
  publishDate: '2025-10-06',
};
