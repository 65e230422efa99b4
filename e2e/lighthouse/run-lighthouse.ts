import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGUMENTS, CHROMIUM_PATH } from '../support/chromium.js';
import { startAppServer } from '../support/app-server.js';

/**
 * `npm run lighthouse`: Lighthouse's default mobile audit (simulated slow 4G, 4x CPU slowdown,
 * a Moto G Power sized screen) of the production build, for each public route that has to be
 * fast on a phone's first visit, then a table. A benchmark, not a test: it prints, it asserts nothing.
 */
const CATEGORIES = ['performance', 'accessibility', 'seo'] as const;

type Row = { route: string; performance: number; spread: [number, number]; lcpMs: number; cls: number; tbtMs: number; fcpMs: number; accessibility: number; seo: number; failing: string[] };

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

const audit = async (url: string, route: string, port: number, run: number): Promise<Row> => {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
  const { categories, audits } = result.lhr;
  // LIGHTHOUSE_REPORT_DIR=<folder> keeps each full report for a closer look.
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) writeFileSync(join(reportDir, `${route.replace(/\W+/g, '_') || 'home'}-${run}.json`), JSON.stringify(result.lhr));
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode) && !audit.id.startsWith('metrics'))
    .filter((audit) => categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) || categories.seo.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
    .map((audit) => audit.id);
  const performance = score(categories.performance.score);
  return {
    route,
    performance,
    spread: [performance, performance],
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
    accessibility: score(categories.accessibility.score),
    seo: score(categories.seo.score),
    failing,
  };
};

const main = async () => {
  const server = await startAppServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // Lighthouse drives the browser over the DevTools port; headless=new renders like a headed browser.
    chromeFlags: [...CHROMIUM_ARGUMENTS.filter((flag) => flag !== '--headless'), '--headless=new'],
  });
  try {
    const posts = (await (await fetch(`${server.baseUrl}/api/blog-posts`)).json()) as { slug: string }[];
    const allRoutes = ['/', '/tools', '/blog', `/blog/${posts[0]?.slug ?? 'missing'}`, '/ai-tools-guide'];
    // LIGHTHOUSE_ROUTES=/ai-tools-guide,/subscribe audits only those, in that order (a closer look at a
    // few pages, any route of the site; /blog/:slug stands for the first post).
    const only = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
    const routes = only ? only.map((route) => (route === '/blog/:slug' ? allRoutes[3]! : route)) : allRoutes;
    // Pages are rendered once per version of the read models, not per visitor: audit the steady
    // state a visitor meets, not the one render that follows a restart.
    for (const route of routes) await (await fetch(`${server.baseUrl}${route}`)).arrayBuffer();
    // Lighthouse's own advice: one run varies by several points, so audit each route a few times
    // (LIGHTHOUSE_RUNS, default 3) and report the median run, with the spread beside it.
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1);
    const rows: Row[] = [];
    for (const route of routes) {
      const audited: Row[] = [];
      for (let run = 1; run <= runs; run++) {
        process.stderr.write(`[lighthouse] ${route} (run ${run} of ${runs})...\n`);
        audited.push(await audit(`${server.baseUrl}${route}`, route, chrome.port, run));
      }
      const sorted = [...audited].sort((left, right) => left.performance - right.performance);
      rows.push({ ...sorted[Math.floor((sorted.length - 1) / 2)]!, spread: [sorted[0]!.performance, sorted.at(-1)!.performance] });
    }
    console.log(JSON.stringify({ lighthouse: 'lighthouse 12, default mobile config (simulated slow 4G, 4x CPU slowdown)', chromium: CHROMIUM_PATH, loadAverage: loadavg().map((load) => Number(load.toFixed(2))), rows }, null, 2));
    console.log();
    console.log(`| route | performance (median of ${runs}) | runs' range | LCP | CLS | TBT | FCP | accessibility | SEO |`);
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      console.log(`| ${row.route} | ${row.performance} | ${row.spread[0]}-${row.spread[1]} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls} | ${row.tbtMs} ms | ${(row.fcpMs / 1000).toFixed(2)} s | ${row.accessibility} | ${row.seo} |`);
    }
    const failing = rows.filter((row) => row.failing.length > 0);
    for (const row of failing) console.log(`${row.route}: failing accessibility/SEO audits: ${row.failing.join(', ')}`);
  } finally {
    await chrome.kill();
    await server.stop();
  }
};

await main();
