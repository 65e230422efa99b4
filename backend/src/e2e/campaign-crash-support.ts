import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEml } from '../core/mail/eml-reader.js';
import { type Reader, SEEDED_CAMPAIGN_ID } from '../features/email/testing/seed-newsletter.js';

/** The finished mail files of the outbox (a temporary file left by a kill is hidden and not one). */
export const outboxFiles = (dataDir: string): string[] => {
  try {
    return readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml') && !name.startsWith('.'));
  } catch {
    return [];
  }
};

export const leftoverTemporaryFiles = (dataDir: string): number => {
  try {
    return readdirSync(join(dataDir, 'outbox')).filter((name) => name.startsWith('.')).length;
  } catch {
    return 0;
  }
};

/** How many newsletter messages each subscriber id has in the outbox, read from the message keys in the file names. */
export const messagesPerRecipient = (dataDir: string): Map<string, number> => {
  const counts = new Map<string, number>();
  const pattern = new RegExp(`-campaign-${SEEDED_CAMPAIGN_ID}-([0-9a-f-]{36})\\.eml$`);
  for (const name of outboxFiles(dataDir)) {
    const id = pattern.exec(name)?.[1];
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
};

/** Reads some messages back: each is addressed to the subscriber its key names, and carries the campaign header. */
export const checkSample = (dataDir: string, readers: Reader[], size: number): string[] => {
  const byId = new Map(readers.map((reader) => [reader.id, reader.email]));
  const files = outboxFiles(dataDir);
  const problems: string[] = [];
  for (let index = 0; index < size && files.length > 0; index++) {
    const name = files[Math.floor(Math.random() * files.length)]!;
    const mail = parseEml(readFileSync(join(dataDir, 'outbox', name), 'utf8'));
    const id = name.slice(-40, -4);
    if (mail.headers['to'] !== byId.get(id)) problems.push(`${name} is addressed to ${mail.headers['to']}`);
    if (mail.headers['x-campaign-id'] !== SEEDED_CAMPAIGN_ID) problems.push(`${name} has no X-Campaign-Id`);
  }
  return problems;
};
