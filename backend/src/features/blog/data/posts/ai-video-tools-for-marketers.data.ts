import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'ai-video-tools-for-marketers';

export const aiVideoToolsForMarketers: PublishedPost = {
  id: slug,
  slug,
  title: 'AI Video Tools for Marketers: What Each Type Is Good For',
  excerpt:
    'Editing by transcript, automatic clipping, AI avatars and fully generated footage are four very different jobs. A review of the main tools in each group and how to pick the right one.',
  content: `## Four jobs, not one category

"AI video tool" covers products that have very little in common. Some help you edit footage you already shot. Some cut long recordings into short clips. Some put a synthetic presenter on screen. Some generate footage from a text description. Marketers who start by asking "which AI video tool is best" usually end up disappointed, because the answer depends on which of these four jobs they need done.

This review groups well-known tools by job and summarises what each is designed for, based on their documented features. Video AI moves quickly, so check current plans and limits before committing.

## 1. Editing footage you already have

### Descript

Descript lets you edit video by editing its transcript: delete a sentence from the text and it disappears from the video. It can remove filler words, improve audio quality and add captions, and it offers AI voice features for corrections. It suits podcasts, webinars, interviews and talking-head videos.

### CapCut

CapCut is a popular editor, especially for short-form social video, with automatic captions, templates, background removal and other AI-assisted effects. It is a practical choice for teams producing a steady stream of vertical video. Check its terms of service to make sure they suit your business's content.

**Choose this group if** you already record video and the bottleneck is editing time.

## 2. Repurposing long videos into clips

Tools such as **Opus Clip** analyse a long video, such as a webinar or a podcast episode, pick out segments that could work as standalone clips, reframe them vertically and add captions. Descript and several other editors offer similar features.

**Choose this group if** you produce long-form content and want a regular supply of short social clips from it. Always review the selections: the software does not know which moments matter most to your audience, and it can cut a statement out of its context.

## 3. AI avatars and presenters

**Synthesia** and **HeyGen** generate videos of a digital presenter reading your script, and both support many languages. Typical uses include training material, product walkthroughs, internal updates and localised versions of existing videos. Both also let you create a custom avatar of a real person, with that person's consent.

**Choose this group if** you need clear, consistent explainer videos at scale and on-camera recording is a bottleneck. Be cautious about using avatars in emotional or high-trust marketing: audiences can often tell, and some react badly to a synthetic face where they expected a human one.

## 4. Generating footage from text

Generative video models create new footage from a prompt or a reference image. Well-known options include **Runway**, **Google Veo**, **OpenAI Sora**, **Pika** and **Luma**. Quality has improved dramatically, and some models now generate sound along with the picture.

**Choose this group if** you need atmospheric B-roll, concept visuals, abstract backgrounds or storyboards. Generated clips are short, and keeping characters and products consistent across shots is still difficult, so they rarely replace a real product demo or customer story.

## How to choose

Work through these questions in order:

1. What is the bottleneck: recording, editing, volume or visuals you cannot film?
2. Where will the video be published, and in what format?
3. Who needs to use the tool, and how much editing skill do they have?
4. What do the plan limits look like for your expected monthly output, including export resolution, watermarks and generation credits?
5. What do the terms say about commercial use, and about the data and likenesses you upload?

## Guardrails worth setting

- **Consent for voices and faces.** Never clone a voice or create an avatar of someone without their explicit, documented permission.
- **Disclosure.** Major platforms require or encourage labelling of realistic AI-generated or altered content. Follow their rules and your audience's expectations.
- **Accuracy.** Generated visuals must not misrepresent your product, results or customers.
- **Brand review.** Have one person check every AI-assisted video against your brand guidelines before it goes out.

## The bottom line

For most small marketing teams, the biggest return comes from the unglamorous groups: editing and repurposing tools that make existing footage go further. Avatars make sense for scalable explainers and translations. Generative video is a powerful creative addition, but treat it as a source of supporting visuals rather than your main storytelling tool. *Pick the job first, then the tool.*
`,
  image: blogImagePath(slug),
  category: 'Review',
  publishDate: '2026-04-07',
};
