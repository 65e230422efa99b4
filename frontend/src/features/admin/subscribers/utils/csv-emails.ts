import { emailSchema } from '@contract/fields';

/** Runs of characters that can be part of an address: CSV separators, quotes and brackets split tokens. */
const TOKEN = /[^\s,;"'<>()[\]{}|]+/g;

export type CsvEmails = {
  /** One address per line that had one, lower-cased, in file order. */
  emails: string[];
  /** Non-blank lines without an email-shaped token (a header row, a name without an address). */
  skippedLines: number;
};

/** The first token of a line that is a valid address, or null. */
export const firstEmailOf = (line: string): string | null => {
  if (!line.includes('@')) return null;
  for (const [token] of line.matchAll(TOKEN)) {
    if (!token.includes('@')) continue;
    // The server's own rule: trimmed, lower-cased, at most 254 characters, a valid address.
    const parsed = emailSchema.safeParse(token);
    if (parsed.success) return parsed.data;
  }
  return null;
};

/**
 * Spec section 5, CSV import: each line containing an @ yields its first email-shaped token; lines
 * without one are skipped. Blank lines are not counted as skipped.
 */
export const emailsFromCsv = (text: string): CsvEmails => {
  const emails: string[] = [];
  let skippedLines = 0;
  for (const line of text.split(/\r\n|\n|\r/)) {
    if (line.trim() === '') continue;
    const email = firstEmailOf(line);
    if (email) emails.push(email);
    else skippedLines++;
  }
  return { emails, skippedLines };
};
