/** Encoders for writing RFC 5322 / MIME messages: 7-bit safe, CRLF line ends. */

const CRLF = '\r\n';
const MAXIMUM_ENCODED_LINE = 76;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
// 42 bytes of UTF-8 give 56 base64 characters: "Subject: " plus one encoded word stays within 78.
const ENCODED_WORD_BYTES = 42;

const HEX_TOKENS = Array.from({ length: 256 }, (_, byte) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`);
// One place of each encoded line is kept for the "=" of a soft line break.
const LINE_ROOM = MAXIMUM_ENCODED_LINE - 1;

const isLiteral = (byte: number, isLast: boolean): boolean => (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 0x20 || byte === 0x09) && !isLast);

/**
 * One text line as quoted-printable lines. Works on the UTF-8 bytes seen as latin1 characters, so a
 * run of literal bytes is copied with one slice instead of one string per byte: a campaign encodes
 * every recipient's message, and this keeps that cheap.
 */
const encodeQuotedPrintableLine = (line: string): string[] => {
  const bytes = Buffer.from(line, 'utf8').toString('latin1');
  const last = bytes.length - 1;
  const outputLines: string[] = [];
  let parts: string[] = [];
  let length = 0;
  const breakLine = () => {
    outputLines.push(`${parts.join('')}=`);
    parts = [];
    length = 0;
  };
  let index = 0;
  while (index <= last) {
    if (!isLiteral(bytes.charCodeAt(index), index === last)) {
      const token = HEX_TOKENS[bytes.charCodeAt(index)]!;
      if (length + token.length > LINE_ROOM) breakLine();
      parts.push(token);
      length += token.length;
      index++;
      continue;
    }
    let end = index + 1;
    while (end <= last && isLiteral(bytes.charCodeAt(end), end === last)) end++;
    while (index < end) {
      if (length === LINE_ROOM) breakLine();
      const take = Math.min(LINE_ROOM - length, end - index);
      parts.push(bytes.slice(index, index + take));
      length += take;
      index += take;
    }
  }
  outputLines.push(parts.join(''));
  return outputLines;
};

/** Quoted-printable (RFC 2045) of UTF-8 text; the text's own line breaks become CRLF. */
export const encodeQuotedPrintable = (text: string): string =>
  text
    .split(/\r\n|\r|\n/)
    .flatMap(encodeQuotedPrintableLine)
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

/** Rejects values that would let a caller add header lines of their own. */
export const assertSingleLine = (name: string, value: string): void => {
  if (/[\r\n\0]/.test(value)) {
    throw new Error(`Mail header ${name} must be a single line`);
  }
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
  if (!match) throw new Error(`Mail header ${name} holds an address that is not plain ASCII`);
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
