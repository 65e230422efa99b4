import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'ai-image-generation-for-social-media';

export const aiImageGenerationForSocialMedia: PublishedPost = {
  id: slug,
  slug,
  title: 'AI Image Generation for Social Media: A Practical Tutorial',
  excerpt:
    'From a style guide to a finished post: how to use tools like ChatGPT, Midjourney, Adobe Firefly and Canva to create on-brand social images, and the rights questions to settle first.',
  content: `## What AI images are good for on social

AI image generators have become good enough that the question is no longer whether the pictures look impressive. It is whether they look like *your* brand, fit the platform and are safe to publish. Used well, they are ideal for concept visuals, backgrounds, illustrations for blog and newsletter posts, seasonal variations and quick mock-ups. They are a poor fit for anything that must show your real product, your real team or a real event accurately.

## Step 1: Choose your tool

You do not need all of these. Pick one or two based on how you work.

- **ChatGPT** generates images inside the chat and is good at following detailed instructions and revising an image through conversation.
- **Gemini** also creates and edits images from a chat, which is convenient if you already use Google's tools.
- **Midjourney** is known for a strong, artistic look and fine control over style, and runs in a web app on paid plans.
- **Adobe Firefly** is built into Photoshop and Adobe Express. Adobe says its Firefly models are trained on licensed and public domain content and positions it for commercial use.
- **Ideogram** has a reputation for rendering text inside images more reliably than many alternatives.
- **Canva** includes AI image generation alongside its templates, so you can generate and lay out a post in one place.

## Step 2: Write a visual style guide

Consistency is what separates a brand feed from a collection of random pictures. Write down, in a few lines:

- Two or three adjectives for the mood, such as calm, bright and practical.
- A medium: flat illustration, soft 3D render, editorial photography or paper cut-out.
- A colour palette with your brand colours named in plain words.
- Things you never want: cluttered backgrounds, lens flare, realistic faces, fake logos.

Paste this into every prompt, or save it as custom instructions where your tool supports it.

## Step 3: Build the prompt

A reliable image prompt answers five questions:

1. **Subject:** what is in the picture, described concretely.
2. **Setting:** where it is and what surrounds it.
3. **Style:** the medium and mood from your style guide.
4. **Composition:** close-up or wide, centred or off to one side, with empty space for text if you plan to add a headline.
5. **Format:** the aspect ratio for the platform.

Here is an example for a bakery announcing a new sourdough workshop:

*A wooden workbench dusted with flour, a round sourdough loaf and a proving basket in the foreground, warm morning light from a window on the left. Soft editorial photography style, calm and inviting, cream and terracotta tones. Wide composition with empty space in the upper third for a headline. No people, no text, no logos. Square format.*

## Step 4: Get the format right

Generate in the shape you will publish rather than cropping later. As a general rule:

- **Square (1:1)** works across most feeds.
- **Portrait (4:5)** takes up more screen space in the Instagram and Facebook feed.
- **Vertical (9:16)** is the format for Stories, Reels, TikTok and YouTube Shorts.
- **Landscape (16:9 or similar)** suits link previews, YouTube thumbnails and LinkedIn articles.

Platforms adjust their recommended sizes from time to time, so check the current guidance for your main channel.

## Step 5: Add text and branding in a design tool

Even the best generators occasionally misspell words or distort letters. For headlines, prices and dates, generate a clean image with space left for text, then add the words in Canva, Adobe Express or your usual design tool. This also keeps your fonts and logo exact.

## Step 6: Check before you post

Run through a short checklist for every image:

- Look closely at hands, text, reflections and background details for odd artefacts.
- Make sure the image does not imply something untrue, such as a product feature you do not offer.
- Avoid generating recognisable real people, other companies' logos or copyrighted characters.
- Follow platform rules on labelling. Meta, TikTok and YouTube all have policies on disclosing realistic AI-generated content, and some apply labels automatically.
- Read the terms of your image tool's plan, especially regarding commercial use.

## Build a reusable library

Once you have a few prompts that produce on-brand results, save them as templates with placeholders for the subject. Over time you will have a small library of proven prompts for announcements, tips, quotes and seasonal posts. *The goal is not more images; it is fewer decisions each time you need one.*
`,
  image: blogImagePath(slug),
  category: 'Tutorial',
  publishDate: '2026-01-13',
};
