import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A message read back from the outbox: header names lower-cased, values and bodies decoded. */
export type ReadMail = {
  headers: Record<string, string>;
  text: string;
  html?: string;
};

export type OutboxEntry = ReadMail & { fileName: string };

const splitHead = (raw: string): { head: string; body: string } => {
  const separator = raw.indexOf('\r\n\r\n');
  return separator === -1 ? { head: raw, body: '' } : { head: raw.slice(0, separator), body: raw.slice(separator + 4) };
};

const decodeEncodedWords = (value: string): string => {
  const wordPattern = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  // Whitespace between two adjacent encoded words is folding, not content (RFC 2047 section 6.2).
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  const chunks: Buffer[] = [];
  let result = '';
  let lastIndex = 0;
  const flush = () => {
    result += Buffer.concat(chunks).toString('utf8');
    chunks.length = 0;
  };
  for (const match of joined.matchAll(wordPattern)) {
    if (match.index > lastIndex) {
      flush();
      result += joined.slice(lastIndex, match.index);
    }
    const [, , encoding, encodedText = ''] = match;
    chunks.push(
      encoding!.toUpperCase() === 'B'
        ? Buffer.from(encodedText, 'base64')
        : decodeQuotedPrintableBytes(encodedText.replace(/_/g, ' ')),
    );
    lastIndex = match.index + match[0].length;
  }
  flush();
  return result + joined.slice(lastIndex);
};

const decodeQuotedPrintableBytes = (encoded: string): Buffer => {
  const bytes: number[] = [];
  for (let index = 0; index < encoded.length; index += 1) {
    const character = encoded[index]!;
    const hex = encoded.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes);
};

const parseHeaders = (head: string): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  return headers;
};

const decodeBody = (body: string, transferEncoding: string | undefined): string => {
  const encoding = (transferEncoding ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintableBytes(body.replace(/=\r\n/g, '')).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return decoded.replace(/\r\n/g, '\n');
};

/** Parses an RFC 5322 message as the outbox writes it (single part, or multipart/alternative). */
export const parseEml = (raw: string): ReadMail => {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith('multipart/') || !boundary) {
    return { headers, text: decodeBody(body.replace(/\r\n$/, ''), headers['content-transfer-encoding']) };
  }
  const mail: ReadMail = { headers, text: '' };
  const sections = body.split(`--${boundary}`).slice(1);
  for (const section of sections) {
    if (section.startsWith('--')) break;
    const part = splitHead(section.replace(/^\r\n/, '').replace(/\r\n$/, ''));
    const partHeaders = parseHeaders(part.head);
    const content = decodeBody(part.body, partHeaders['content-transfer-encoding']);
    const partType = (partHeaders['content-type'] ?? 'text/plain').toLowerCase();
    if (partType.startsWith('text/html')) mail.html = content;
    else if (partType.startsWith('text/plain')) mail.text = content;
  }
  return mail;
};

/** Every message in an outbox folder, oldest first (file names start with their timestamp). */
export const readOutbox = async (outboxDir: string): Promise<OutboxEntry[]> => {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if (typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const fileNames = names.filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort();
  return Promise.all(
    fileNames.map(async (fileName) => ({ fileName, ...parseEml(await readFile(join(outboxDir, fileName), 'utf8')) })),
  );
};
