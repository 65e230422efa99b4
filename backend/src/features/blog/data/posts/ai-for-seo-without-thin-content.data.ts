import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'ai-for-seo-without-thin-content';

export const aiForSeoWithoutThinContent: PublishedPost = {
  id: slug,
  slug,
  title: 'Using AI for SEO Without Publishing Thin Content',
  excerpt:
    'Search engines do not ban AI-assisted content, but they do act against pages that add nothing new. How to use AI for the SEO groundwork while keeping your pages genuinely useful.',
  content: `## What search engines actually say

A common fear is that Google penalises anything written with AI. Its published guidance says otherwise: Google has stated that it rewards helpful, high-quality content however it is produced, and that using automation, including AI, to generate content primarily to manipulate search rankings violates its spam policies. Its spam policies also describe *scaled content abuse*: producing many pages mainly to rank rather than to help people, whether by AI, by humans or both.

In other words, the tool is not the issue. The issue is pages that exist only to capture a search query and offer nothing a reader could not find anywhere else. That is what "thin content" means, and AI makes it very cheap to produce.

## Where AI genuinely helps

AI is excellent at the groundwork that surrounds good content. Use it to speed up:

- **Keyword grouping.** Paste an export from your keyword tool and ask the model to cluster terms by search intent, so one strong page can cover a group of related queries.
- **Intent analysis.** Describe a query and ask what different searchers might want: a definition, a comparison, a how-to or a price.
- **Outlines.** Ask for an outline that covers the questions a reader would have, then add the sections only you can write.
- **Metadata.** Draft title tags and meta descriptions in several variants, then pick and edit.
- **Structured data.** Generate a first draft of schema markup for FAQs, products or articles, and validate it with Google's Rich Results Test.
- **Internal linking.** Give the model a list of your page titles and URLs and ask which pages should link to each other.
- **Content refreshes.** Ask it to compare an old article with your current offer and flag outdated sections.

## What AI cannot supply

The elements that make a page worth ranking are the ones a language model does not have:

- **First-hand experience:** what happened when you actually did the thing.
- **Original information:** your own data, customer questions, prices, photos or results.
- **A point of view:** a recommendation and the reasons behind it.
- **Accountability:** a named author with relevant expertise who stands behind the content.

Google's quality guidelines describe these ideas under the heading of E-E-A-T: experience, expertise, authoritativeness and trustworthiness. You do not need to treat it as a checklist, but it is a useful lens for asking whether a page deserves to exist.

## A workflow that keeps quality high

1. **Start with a real question.** Choose topics your customers actually ask about, taken from sales calls, support tickets and reviews.
2. **Research with AI, verify by hand.** Let the model gather background and angles, then confirm every fact from a primary source.
3. **Write the expert bits first.** Before any drafting, jot down your experience, examples and opinions in bullet points.
4. **Draft with AI from your notes.** Give the model your notes, outline and style guide, and ask it to keep your examples intact.
5. **Edit for substance.** Cut generic paragraphs, add specifics and make sure the page answers the question better than what already ranks.
6. **Add a real author and date.** Show who wrote or reviewed the page and when it was last updated.

## Warning signs of thin content

Ask these questions of any page before publishing, AI-assisted or not:

- Could a reader get the same value from an AI answer or the top result in a few seconds?
- Does the page contain anything specific to your business, your customers or your experience?
- Is it one of dozens of near-identical pages that differ only by a city name or product variant?
- Would you be comfortable sending it directly to a customer?

If the honest answers are yes, no, yes and no, the page needs more work or should not exist.

## Think beyond blue links

AI features in search, such as Google's AI Overviews, now answer many simple questions directly on the results page. That makes generic explainers less valuable as traffic sources and raises the value of content with a clear reason to click: tools, templates, original research, detailed case studies and honest comparisons.

## The takeaway

Use AI to do the research, structure and housekeeping faster, and spend the time you save on the parts only you can add. *Fewer, better pages almost always beat more, thinner ones.*
`,
  image: blogImagePath(slug),
  category: 'Guide',
  publishDate: '2026-05-19',
};
