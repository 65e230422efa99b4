import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'measuring-the-roi-of-ai-tools';

export const measuringTheRoiOfAiTools: PublishedPost = {
  id: slug,
  slug,
  title: 'How to Measure the ROI of Your AI Tools',
  excerpt:
    'Is that AI subscription paying for itself? A practical method for measuring time saved, quality and full costs, so you can decide which tools to keep, expand or cancel.',
  content: `## Why ROI is hard to pin down

AI tools are easy to buy and hard to evaluate. The subscription cost is clear, but the benefits are scattered: a few minutes saved on an email here, a faster first draft there, a report that is slightly better than it would have been. Without a deliberate method, decisions end up resting on enthusiasm or scepticism rather than evidence.

You do not need a data team to do better. A simple, honest measurement process for each tool is enough to decide whether to keep it, roll it out further or cancel it.

## Step 1: Define the use case

Measure tools per use case, not in general. "ChatGPT for the team" is impossible to evaluate; "drafting first replies to support emails" is not. For each use case write down:

- The task and who performs it.
- How often it happens in a typical week.
- What a good result looks like.

## Step 2: Take a baseline

Before switching on the tool, or with a group that has not started using it, record how the task is done today. For two weeks, note:

- Time spent per task, even roughly.
- Volume: how many tasks were completed.
- Quality signals you already track, such as revision rounds, customer satisfaction scores, error rates or response times.

Rough numbers collected honestly are far more useful than precise numbers you invent afterwards.

## Step 3: Measure with the tool

Run the same measurement for at least a month with the tool in use. The first week or two usually includes a learning curve, so look at the later weeks as well as the average. Record the time spent reviewing and correcting AI output; it is real work and is often forgotten.

## Step 4: Count the full cost

The subscription is only part of the cost. Include:

1. **Licences** for everyone who has a seat, including people who rarely use it.
2. **Usage charges** such as API calls, credits or automation tasks.
3. **Setup time** for configuration, integrations and prompt templates.
4. **Training time** for the team.
5. **Review time** spent checking outputs.
6. **Error costs**, such as fixing a mistake that reached a customer.

## Step 5: Do the calculation

For time savings, a simple calculation works well. Take the hours saved per month, multiply by a loaded hourly cost for the people involved, and subtract the full monthly cost of the tool.

Here is a purely hypothetical example to show the arithmetic. Suppose a support team of three saves a combined ten hours a month on drafting replies, after subtracting review time, and their loaded cost is 40 per hour in your currency. That is 400 of value. If seats and usage come to 120 a month and you spread setup and training to 30 a month over the first year, the tool produces roughly 250 a month of net value: 400 of value for a full cost of 150. Your own numbers will differ; the point is to write them down.

## Step 6: Look beyond time saved

Some of the most important benefits and costs do not show up as hours:

- **Quality:** are outputs better, worse or the same? Track revision rounds or ask reviewers to rate a sample.
- **Speed to customer:** faster response times can matter more than internal hours.
- **Capacity:** did the team take on work it previously had to turn down?
- **Risk:** did errors, data exposure or brand inconsistencies increase?
- **Morale:** do people feel the tool removed tedious work, or added a layer of checking?

Record these alongside the numbers. A tool that saves a little time but noticeably improves response quality may be worth more than the arithmetic suggests, and the reverse is also true.

## Common measurement traps

- **Counting time saved that was not freed up.** If saved minutes do not turn into other useful work, the value is lower than it looks.
- **Ignoring unused seats.** Check usage reports; many tools provide them on business plans.
- **Measuring only the enthusiasts.** Early adopters often get more from a tool than the average user will.
- **Forgetting the alternative.** Compare against the next best option, which may be a cheaper tool or a feature you already pay for.

## Make it a routine

Review each tool every quarter with a one-page summary: use case, baseline, current results, full cost and a recommendation to keep, expand or cancel. Cancelling a tool that did not deliver is a success of the process, not a failure. *What gets measured gets managed, and that includes your software budget.*
`,
  image: blogImagePath(slug),
  category: 'Strategy',
  publishDate: '2026-11-15',
};
