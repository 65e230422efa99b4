/**
 * Child process of the campaign benchmark, run from the compiled build (as `npm start` runs):
 *   node dist/bench/campaign-bench-child.js <dataDir> <adminPassword> [--prepare]
 * Starts the application on the seeded folder. With --prepare it only lets the projections catch
 * up and stops (a restarted server's state). Otherwise it sends the seeded newsletter through the
 * real send process to the outbox, sampling this process's RSS every 20 ms, and prints one JSON
 * line: recipients, seconds, peak RSS during the campaign, RSS before it.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { CommandBus } from '@nestjs/cqrs';
import { createApplication } from '../app/create-app.js';
import { createCore } from '../app/core.js';
import { loadConfig } from '../config/app-config.js';
import { CampaignRunner } from '../features/email/campaigns/campaign-runner.js';
import { SendNewsletter } from '../features/email/campaigns/commands/send-newsletter.js';
import { adminNamed } from '../features/email/drafts/draft.decider.js';
import { EmailStartup } from '../features/email/email-startup.js';

const [dataDir, password, mode] = process.argv.slice(2);
const application = await createApplication(await createCore(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_PASSWORD: password })), { logger: false });
await application.app.get(EmailStartup).idle();
if (mode === '--prepare') {
  await application.close();
  process.exit(0);
}
const rssBefore = process.memoryUsage.rss();
let peak = rssBefore;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 20);
const started = performance.now();
const answer = await application.app.get(CommandBus).execute(new SendNewsletter('daily', { kind: 'next' }, adminNamed('bench')));
await application.app.get(CampaignRunner).idle();
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage.rss());
await application.close();
process.stdout.write(`${JSON.stringify({ recipients: answer.recipients, seconds, peakRss: peak, rssBefore })}\n`);
