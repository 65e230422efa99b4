import type PDFDocument from 'pdfkit';
import type { GuideCategory, GuideIntro, GuideTool } from '../../contract/catalogue.contract.js';
import { GUIDE_DOWNLOAD, GUIDE_STRATEGY_TIPS } from '../../contract/catalogue.vocabulary.js';

export type GuideContent = { intro: GuideIntro; categories: readonly GuideCategory[] };

const INDIGO = '#4338ca';
const GREY = '#4b5563';
const INK = '#111827';
const MARGIN = 56;

type Doc = InstanceType<typeof PDFDocument>;

const heading = (doc: Doc, text: string, size: number) => {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor(INDIGO).text(text).fillColor(INK).moveDown(0.3);
};

const paragraph = (doc: Doc, text: string) => {
  doc.font('Helvetica').fontSize(10.5).fillColor(INK).text(text, { lineGap: 2 }).moveDown(0.4);
};

const bullets = (doc: Doc, items: readonly string[]) => {
  doc.font('Helvetica').fontSize(10.5).fillColor(INK).list([...items], { bulletRadius: 2, textIndent: 12, lineGap: 2 }).moveDown(0.4);
};

/** One tool: name and use case, then the facts a reader compares (pricing, time to roll out, learning curve). */
const toolEntry = (doc: Doc, tool: GuideTool) => {
  // Keep a tool's block on one page: start a new page when fewer than ~110 pt are left.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 110) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(tool.name, { continued: tool.isAffiliate === true });
  if (tool.isAffiliate) doc.font('Helvetica').fontSize(9).fillColor(INDIGO).text('  (partner)');
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(tool.description, { lineGap: 1 });
  const facts: [string, string][] = [
    ['Best for', tool.useCase],
    ['Pricing', tool.pricing],
    ['Implementation time', tool.implementationTime],
    ['Learning curve', tool.learningCurve],
    ['Key features', tool.features.join(', ')],
    ['Website', tool.link],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor(INK).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  doc.moveDown(0.7);
};

const tableOfContents = (doc: Doc, categories: readonly GuideCategory[]) => {
  heading(doc, 'Contents', 16);
  categories.forEach((category, index) => {
    const count = category.tools.length;
    paragraph(doc, `${index + 1}. ${category.name} (${count} ${count === 1 ? 'tool' : 'tools'})`);
  });
  paragraph(doc, `${categories.length + 1}. Implementation Strategies`);
};

/**
 * The Ultimate AI Tools Guide 2025 as a PDF, from the published guide data: the introduction,
 * every category with every tool (description, use case, pricing, implementation time, learning
 * curve, key features, link), and the implementation strategies. Standard PDF fonts, no images,
 * so the file stays small and needs no font files. pdfkit loads at the first download, not with the app.
 */
export const renderGuidePdf = async (guide: GuideContent, publishedOn: Date): Promise<Buffer> => {
  const { default: PdfDocument } = await import('pdfkit');
  const doc = new PdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: GUIDE_DOWNLOAD.title, Author: 'AI Navigator', Subject: 'AI tools by category with implementation guidance', CreationDate: publishedOn },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const toolCount = guide.categories.reduce((total, category) => total + category.tools.length, 0);
  doc.font('Helvetica-Bold').fontSize(28).fillColor(INDIGO).text(GUIDE_DOWNLOAD.title, { align: 'center' });
  doc.moveDown(0.4).font('Helvetica').fontSize(13).fillColor(GREY).text(`${toolCount} curated AI tools in ${guide.categories.length} categories, with implementation guidance`, { align: 'center' });
  doc.moveDown(1);
  heading(doc, "What's inside", 16);
  bullets(doc, GUIDE_DOWNLOAD.contents);
  tableOfContents(doc, guide.categories);

  doc.addPage();
  heading(doc, 'Understanding AI and Its Impact', 18);
  heading(doc, 'What is AI?', 13);
  paragraph(doc, guide.intro.whatIsAI);
  heading(doc, 'How AI is Changing Business', 13);
  paragraph(doc, guide.intro.howItsChanging);
  heading(doc, 'Benefits for Your Role', 13);
  bullets(doc, guide.intro.benefits);

  for (const category of guide.categories) {
    doc.addPage();
    heading(doc, category.name, 18);
    paragraph(doc, `${category.tools.length} ${category.tools.length === 1 ? 'tool' : 'tools'}`);
    for (const tool of category.tools) toolEntry(doc, tool);
  }

  doc.addPage();
  heading(doc, 'Implementation Strategies', 18);
  GUIDE_STRATEGY_TIPS.forEach((tip, index) => {
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(`${index + 1}. ${tip.title}`);
    paragraph(doc, tip.text);
  });
  doc.end();
  return done;
};
