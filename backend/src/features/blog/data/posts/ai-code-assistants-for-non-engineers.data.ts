import type { PublishedPost } from '../../blog-post.decider.js';
import { blogImagePath } from '../../../../contract/images.contract.js';

const slug = 'ai-code-assistants-for-non-engineers';

export const aiCodeAssistantsForNonEngineers: PublishedPost = {
  id: slug,
  slug,
  title: 'AI Code Assistants for Non-Engineers: What You Can Safely Build',
  excerpt:
    'You no longer need to be a developer to write a spreadsheet script or a simple internal tool. A guide to the main types of AI coding tools, good first projects, and where to stop.',
  content: `## Code is now a conversation

For years, small automations such as a script that tidies a spreadsheet, a calculator for your website or a tool that merges two CSV files required hiring a developer or learning to program. AI assistants have changed that. You can describe what you want in plain language, receive working code, and ask follow-up questions when something breaks.

That opens real opportunities for marketers, founders and operations people. It also creates new ways to get into trouble. This guide covers both.

## The main types of tools

### Chat assistants

ChatGPT, Claude and Gemini can all write, explain and fix code. They are the best starting point for formulas, short scripts and learning what is possible. Claude's Artifacts and ChatGPT's Canvas can show a small interactive page or app right next to the conversation, which is useful for quick prototypes.

### App builders

Products such as **Lovable**, **Bolt**, **Replit** and **v0** by Vercel turn a description into a working web app, often with hosting included. You iterate by chatting: "add a login page", "make the table sortable". They are well suited to prototypes, simple internal tools and landing pages.

### Coding editors with AI

**Cursor** and **GitHub Copilot** are aimed at people working directly in code. They are powerful, but they assume you are comfortable opening files and running projects. Most non-engineers should start with the first two groups and move here only when they outgrow them.

## Good first projects

Start where mistakes are cheap and easy to spot:

- **Spreadsheet formulas.** Describe your columns and the result you want, and ask for a formula with an explanation of how it works.
- **Google Apps Script or Excel macros.** Automate repetitive spreadsheet chores such as formatting reports, splitting sheets or sending a summary email to yourself.
- **Data clean-up.** Ask for a short script that deduplicates a contact list or standardises date formats, and run it on a copy of the file.
- **Simple web widgets.** A pricing calculator or a quiz for your website, built as a single page.
- **Internal prototypes.** A mock-up of a tool you want, to show a developer or a vendor exactly what you mean.

## How to work with an AI coding tool

1. **Describe the outcome, not the code.** Explain the input, the output and an example: "I have a sheet with names in column A and emails in column B. I want a list of rows where the email is missing."
2. **Ask for an explanation.** Request comments in the code and a plain-language walkthrough. If you cannot follow the explanation, you should not rely on the code.
3. **Test on copies.** Never run a new script on your only copy of important data.
4. **Paste errors back in full.** The complete error message is usually all the assistant needs to fix the problem.
5. **Change one thing at a time.** Small, tested steps are much easier to undo than a large rewrite.
6. **Save working versions.** Keep a copy every time something works, so you can always return to it.

## Where to stop

Some things should involve a professional, even if an AI tool makes them look easy:

- **Anything handling payments or customer personal data.** Security and legal obligations are easy to get wrong and expensive to fix.
- **Login systems and access control.** A small mistake can expose everything behind the login.
- **Secrets.** Never paste passwords or API keys into a chat, and never put them in code that runs in a web page or is shared publicly.
- **Business-critical systems.** If the business stops when the tool breaks, someone who understands the code needs to own it.

A useful test is to ask: *if this breaks at a bad moment, who fixes it?* If the honest answer is "nobody", keep the project small or get help.

## Working well with developers

AI does not make developers unnecessary; it changes the conversation with them. A clickable prototype built in an afternoon communicates requirements far better than a written brief, and a developer can then decide what to keep, rebuild or secure. Many teams find this the most valuable use of all.

## Getting started this week

Pick one repetitive spreadsheet task that annoys you. Describe it to an assistant, ask for a formula or script with an explanation, test it on a copy, and keep notes on what you learned. *Small wins build the judgement you need for bigger projects.*
`,
  image: blogImagePath(slug),
  category: 'Guide',
  publishDate: '2026-09-01',
};
