import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'automate-your-workflows-with-zapier-make-and-ai';

export const automateYourWorkflowsWithZapierMakeAndAi: PublishedPost = {
  id: slug,
  slug,
  title: 'Automate Your Workflows with Zapier, Make and AI',
  excerpt:
    'Connect your forms, inbox and CRM to an AI step that sorts, summarises and drafts. A hands-on walkthrough of a lead-handling automation, with tips to keep it reliable.',
  content: `## Why add AI to automation

Tools like Zapier and Make have connected business apps for years: when something happens in one app, do something in another. What they could not do well was handle messy, unstructured text such as a rambling contact form message or a customer email. AI fills exactly that gap. A language model can read the text, decide what it is about, pull out the useful details and draft a response, and the automation platform moves the results to the right place.

## Zapier, Make or something else

- **Zapier** is the easiest place to start. You build a Zap from a trigger and a series of actions, and it connects to thousands of apps. It offers built-in AI steps, integrations with OpenAI, Anthropic and Google models, and newer agent features.
- **Make** uses a visual canvas where you drag modules into a scenario, with routers and filters for branching logic. Many people find it better suited to complex flows, and its usage-based pricing can work out cheaper at volume.
- **n8n** is worth knowing if you want to self-host your automations or need more technical control. Its source code is publicly available, and it can run on your own server.

For this tutorial the steps are described generically, so you can follow them in Zapier or Make.

## The example: handling new leads

Imagine a small agency that receives enquiries through a website form. Today someone reads each message, decides whether it is a real lead, copies details into the CRM and writes a reply. The goal is to automate everything except the final send.

### Step 1: Set the trigger

Choose your form tool, such as Typeform, Tally, Jotform or your website builder's form, as the trigger. Every new submission starts the automation. Submit a couple of realistic test entries so you have sample data to map in later steps.

### Step 2: Add an AI classification step

Add an AI step and give it a precise instruction. For example:

*Read this enquiry. Classify it as one of: new project, existing client, job application, spam. Extract the company name, budget if mentioned, and deadline if mentioned. Return the result as JSON with the keys category, company, budget and deadline. Use null for anything not stated. Do not guess.*

Asking for a fixed structure is the most important trick in AI automation. It lets the following steps use each field reliably.

### Step 3: Branch on the category

Use a filter in Zapier or a router in Make to send each category down its own path. Spam can simply stop. Job applications can go to a hiring inbox. New projects continue to the next steps.

### Step 4: Update your CRM

Create or update a contact in your CRM, such as HubSpot, Pipedrive or a simple Airtable base, using the extracted fields. Store the original message too, so a person can always check what the AI read.

### Step 5: Draft a reply for review

Add a second AI step that drafts a reply using your services, tone and next steps. Then save it as a draft in Gmail or Outlook rather than sending it. A person reviews and sends. This keeps a human in control of anything a customer sees.

### Step 6: Notify the team

Post a short summary to Slack or Microsoft Teams with the category, company and a link to the CRM record, so nobody needs to check the form tool.

## Keep it reliable

Automations fail quietly, and AI steps add a new kind of failure: plausible but wrong output. Build in some protection:

1. **Test with messy inputs.** Try blank fields, very long messages and messages in other languages.
2. **Validate the AI output.** Add a filter that stops the run if the category is not one of the allowed values.
3. **Turn on error notifications.** Both Zapier and Make can alert you when a run fails.
4. **Review a sample weekly.** Compare a handful of AI classifications with your own judgement for the first month.
5. **Watch costs.** Each run uses automation tasks or credits plus AI usage. Check your plan's limits before connecting a high-volume trigger.

## Mind the data

Every step sends data to another service. Check that your automation platform and AI provider have appropriate business terms, avoid passing sensitive personal data unless you need to, and document what the automation does so a colleague can maintain it.

## Where to go next

Once the lead flow works, the same pattern applies elsewhere: summarise support emails into tickets, turn meeting transcripts into task lists, or tag incoming invoices. *Start with one boring, repetitive task, and automate the reading before you automate the replying.*
`,
  image: blogImagePath(slug),
  category: 'Tutorial',
  publishDate: '2026-02-24',
};
