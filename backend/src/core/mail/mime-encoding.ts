/** Encoders for writing RFC 5322 / MIME messages: 7-bit safe, CRLF line ends. */

import { isOneLine } from '../../contract/fields.js';
import type { MailBatch } from './mailer.port.js';
import { MailRenderError } from './mail-render-error.js';

const CRLF = '\r\n';
const MAXIMUM_ENCODED_LINE = 76;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
// 42 bytes of UTF-8 give 56 base64 characters: "Subject: " plus one encoded word stays within 78.
const ENCODED_WORD_BYTES = 42;

const HEX_TOKENS = Array.from({ length: 256 }, (_, byte) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`);
// One place of each encoded line is kept for the "=" of a soft line break.
const LINE_ROOM = MAXIMUM_ENCODED_LINE - 1;
const EQUALS = 0x3d;

/** Runs of characters that are not literal in quoted-printable: anything but printable ASCII other than "=", space and tab. */
const NOT_LITERAL = /[^\t\x20-\x3c\x3e-\x7e]+/g;
const hexOf = (run: string): string => {
  let encoded = '';
  for (const byte of Buffer.from(run, 'utf8')) encoded += HEX_TOKENS[byte];
  return encoded;
};

/**
 * One line of text as quoted-printable tokens, before any soft line break: literal characters as
 * they are, every other UTF-8 byte as "=XX". Spaces and tabs stay literal here; only the last one of
 * a line must be encoded (`finishLine`). The result never holds a raw line break.
 */
export const encodeQuotedPrintableTokens = (line: string): string => line.replace(NOT_LITERAL, hexOf);

/**
 * A line of tokens as encoded lines: a trailing space or tab encoded, then soft line breaks at the
 * last token boundary that keeps each line within 75 characters plus the "=" (an "=XX" is never cut).
 */
export const finishLine = (tokens: string): string => {
  const last = tokens.charCodeAt(tokens.length - 1);
  const line = last === 0x20 || last === 0x09 ? `${tokens.slice(0, -1)}${HEX_TOKENS[last]}` : tokens;
  if (line.length <= LINE_ROOM) return line;
  const lines: string[] = [];
  let start = 0;
  while (line.length - start > LINE_ROOM) {
    let end = start + LINE_ROOM;
    if (line.charCodeAt(end - 1) === EQUALS) end -= 1;
    else if (line.charCodeAt(end - 2) === EQUALS) end -= 2;
    lines.push(`${line.slice(start, end)}=`);
    start = end;
  }
  lines.push(line.slice(start));
  return lines.join(CRLF);
};

/** Quoted-printable (RFC 2045) of UTF-8 text; the text's own line breaks become CRLF. */
export const encodeQuotedPrintable = (text: string): string =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => finishLine(encodeQuotedPrintableTokens(line)))
    .join(CRLF);

const splitIntoWords = (value: string): string[] => {
  const words: string[] = [];
  let current = '';
  // Iterating by code point keeps every multi-byte character whole inside one word.
  for (const character of value) {
    if (Buffer.byteLength(current + character, 'utf8') > ENCODED_WORD_BYTES) {
      words.push(current);
      current = '';
    }
    current += character;
  }
  if (current !== '') words.push(current);
  return words;
};

const foldAsciiHeader = (prefix: string, value: string): string => {
  const lines: string[] = [];
  let current = prefix;
  for (const [index, word] of value.split(' ').entries()) {
    const separator = index === 0 ? '' : ' ';
    if (index > 0 && current.trim() !== '' && current.length + separator.length + word.length > 78) {
      lines.push(current);
      current = ` ${word}`;
    } else {
      current += `${separator}${word}`;
    }
  }
  lines.push(current);
  return lines.join(CRLF);
};

/** Rejects values that would let a caller add header lines of their own (the contract's one-line rule). */
export const assertSingleLine = (name: string, value: string): void => {
  if (!isOneLine(value)) {
    throw new MailRenderError(`Mail header ${name} must be a single line`);
  }
};

const assertHeaderValues = (headers: Readonly<Record<string, string>> | undefined): void => {
  for (const [name, value] of Object.entries(headers ?? {})) assertSingleLine(name, value);
};

/**
 * Refuses a message whose header fields cannot be written (a subject with a line break...) before
 * anything is sent; given a batch, checks its shared fields and every recipient's headers, so no
 * message of a batch goes out when one of them could not. Every transport checks this first, so such
 * a mail fails the same way, with a MailRenderError, on all of them.
 */
export const assertHeadersWritable = (message: Pick<MailBatch, 'subject' | 'category' | 'headers'> & { recipients?: MailBatch['recipients'] }): void => {
  assertSingleLine('Subject', message.subject);
  assertSingleLine('X-Mail-Category', message.category);
  assertHeaderValues(message.headers);
  for (const recipient of message.recipients ?? []) assertHeaderValues(recipient.headers);
};

/** A header with unstructured text: folded when ASCII, RFC 2047 "B" encoded words otherwise. */
export const formatTextHeader = (name: string, value: string): string => {
  assertSingleLine(name, value);
  if (PRINTABLE_ASCII.test(value)) return foldAsciiHeader(`${name}: `, value);
  const encodedWords = splitIntoWords(value).map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`);
  return `${name}: ${encodedWords.join(`${CRLF} `)}`;
};

/** An address header; a non-ASCII display name ("Zoë <z@x>") is encoded, the address kept as is. */
export const formatAddressHeader = (name: string, value: string): string => {
  assertSingleLine(name, value);
  const trimmed = value.trim();
  if (PRINTABLE_ASCII.test(trimmed)) return `${name}: ${trimmed}`;
  const match = /^(.*?)\s*<([\x21-\x7e]+)>$/.exec(trimmed);
  if (!match) throw new MailRenderError(`Mail header ${name} holds an address that is not plain ASCII`);
  const encodedName = splitIntoWords(match[1]!.replace(/^"|"$/g, ''))
    .map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`)
    .join(' ');
  return `${name}: ${encodedName} <${match[2]}>`;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** RFC 5322 date-time in UTC, e.g. "Tue, 04 Mar 2025 10:00:00 +0000". */
export const formatMailDate = (date: Date): string =>
  `${WEEKDAYS[date.getUTCDay()]}, ${twoDigits(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
  `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())} +0000`;
