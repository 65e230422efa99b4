import { inflateSync } from 'node:zlib';

// WinAnsiEncoding differs from Latin-1 in 0x80-0x9F (the euro sign, curly quotes, dashes).
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const decodeWinAnsi = (bytes: Buffer): string =>
  [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('');

/**
 * The text of a PDF written with the standard fonts (as pdfkit writes them): every compressed
 * content stream inflated, each `[...] TJ` show operation decoded from its hex strings, one entry
 * per shown line, whitespace collapsed. For tests: enough to check what a reader would see.
 */
export const pdfTextLines = (pdf: Buffer): string[] => {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(source); match; match = streamStart.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(source.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue; // not a compressed content stream
    }
    for (const [, shown] of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const text = [...shown.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => decodeWinAnsi(Buffer.from(hex, 'hex'))).join('');
      lines.push(text);
    }
  }
  return lines;
};

/** All the text of the PDF as one string with single spaces (wrapped lines joined again). */
export const pdfText = (pdf: Buffer): string => pdfTextLines(pdf).join(' ').replace(/\s+/g, ' ');

/** How many pages the PDF has. */
export const pdfPageCount = (pdf: Buffer): number => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

/** The document title of the PDF's info dictionary, as pdfkit writes it (a literal string in an object of its own). */
export const pdfTitle = (pdf: Buffer): string | null => {
  const source = pdf.toString('latin1');
  const reference = /\/Title (\d+) 0 R/.exec(source);
  const literal = reference ? new RegExp(`\\b${reference[1]} 0 obj\\s*\\((.*?)\\)\\s*endobj`, 's').exec(source) : /\/Title \((.*?)\)/.exec(source);
  return literal?.[1] ?? null;
};
