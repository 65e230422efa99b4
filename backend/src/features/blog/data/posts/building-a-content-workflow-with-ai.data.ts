import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'building-a-content-workflow-with-ai';

export const buildingAContentWorkflowWithAi: PublishedPost = {
  id: slug,
  slug,
  title: 'Building a Content Workflow with AI That Still Sounds Like You',
  excerpt:
    'AI is most useful when it has a defined place in your process. Here is a stage-by-stage content workflow that uses AI for speed while keeping judgement and voice in human hands.',
  content: `## The problem with ad hoc AI use

Many teams use AI the same way: someone opens a chatbot when they are stuck, pastes in a request and copies out whatever comes back. It feels productive, but the results are uneven. One post sounds like the brand, the next sounds like a press release, and nobody is quite sure which facts were checked.

The alternative is to treat AI as a set of well-defined steps inside a workflow you already understand. When each step has a clear input, a clear output and a clear owner, quality becomes repeatable.

## Map the stages first

Almost every content operation, from a solo newsletter to a marketing team, moves through the same stages:

1. Ideas and research
2. Outline and angle
3. First draft
4. Edit and fact-check
5. Repurpose into other formats
6. Publish, measure and learn

For each stage, ask two questions: where does time currently disappear, and where does quality depend on human judgement? AI belongs in the first category and should be kept on a short leash in the second.

## Where AI helps at each stage

### Ideas and research

Assistants are good at generating lists of angles, questions your audience might ask and objections to address. Research tools with web access, such as Perplexity or the deep research modes in ChatGPT and Gemini, can gather sources quickly. Treat everything they return as leads to verify, not as facts to publish.

### Outline and angle

Give the model your audience, your goal and your key point, then ask for two or three different outlines. Choosing between outlines is a fast, high-value human decision. The angle is where your expertise shows, so do not delegate it entirely.

### First draft

This is where AI saves the most time. Draft from the approved outline, include your own notes, examples and opinions in the prompt, and ask the model to keep paragraphs short. Your raw notes are what make the draft yours; without them you get generic content.

### Edit and fact-check

Keep this stage human-led. Check every claim, number, name and link. Cut sentences that sound impressive but say nothing. AI can still help here: ask it to flag unsupported claims, spot repetition or tighten a paragraph, but the editor decides.

### Repurpose

Once a long piece is final, AI is excellent at turning it into a newsletter section, a handful of social posts, a short video script or an email to customers. Because the source is already checked, repurposing carries much less risk than drafting from scratch.

### Publish and learn

Use AI to summarise performance notes or comments, but let a person decide what to change next time.

## Build your voice into the system

A workflow only sounds like you if your voice is written down. Create a short style guide covering:

- Who you write for and what they already know.
- Words and phrases you use and ones you avoid.
- How formal you are, how long your sentences run and whether you use humour.
- Two or three example pieces that represent you at your best.

Store this where your assistant can read it every time, such as a project, a custom GPT, a Claude Project or a Gemini Gem, so that nobody has to remember to paste it in.

## Assign ownership

Every stage needs a named owner, even if that owner is the same person. The owner is accountable for the output of the stage regardless of how much AI helped. This simple rule prevents the most common failure: published errors that everyone assumed someone else had checked.

## A lightweight weekly rhythm

For a small team producing one main article a week, a realistic rhythm looks like this:

- **Monday:** research and choose the angle, approve an outline.
- **Tuesday:** AI-assisted first draft with the author's notes.
- **Wednesday:** human edit and fact-check.
- **Thursday:** repurpose into newsletter and social posts, schedule everything.
- **Friday:** review what performed last week and note ideas for the next cycle.

## Start small

You do not need to redesign everything at once. Pick the stage that currently costs the most time, add AI to it with a clear prompt template and a named reviewer, and run it for a month. Once it is reliable, move to the next stage. *A workflow that improves a little every month beats a grand plan that never leaves the whiteboard.*
`,
  image: blogImagePath(slug),
  category: 'Strategy',
  publishDate: '2025-04-08',
};
