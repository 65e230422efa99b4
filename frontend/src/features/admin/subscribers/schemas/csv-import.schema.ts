import { z } from 'zod';
import { ADMIN_INTERESTS, FREQUENCIES, SOURCE_LABEL, SUBSCRIBER_LIMITS } from '@contract/subscribers.vocabulary';

/** What every imported row gets, editable before the import starts (frequencies and the admin tools' interests, section 3). */
export const importSettingsSchema = z.object({
  frequency: z.enum(FREQUENCIES),
  source: z
    .string()
    .trim()
    .min(1, 'Please enter the source of these subscribers')
    .max(SUBSCRIBER_LIMITS.source, `The source may be at most ${SUBSCRIBER_LIMITS.source} characters`)
    .regex(SOURCE_LABEL.pattern, `The source ${SOURCE_LABEL.rule} (e.g. facebook-ads)`),
  interests: z.array(z.enum(ADMIN_INTERESTS)),
});

export type ImportSettings = z.output<typeof importSettingsSchema>;

/** Spec section 9: frequency weekly, source facebook-ads, interest business. */
export const DEFAULT_IMPORT_SETTINGS: ImportSettings = { frequency: 'weekly', source: 'facebook-ads', interests: ['business'] };

/** Only files the browser reports as text/csv are read (spec section 5). */
export const CSV_MEDIA_TYPE = 'text/csv';

/** Section 5 and 8's texts; the spec gives the titles, the descriptions say what to do. */
export const importMessages = {
  invalidFile: { title: 'Invalid File', description: 'Please choose a CSV file.' },
  noEmailsFound: { title: 'No Emails Found', description: 'The file holds no email addresses.' },
  noFileSelected: { title: 'No File Selected', description: 'Please choose a CSV file to import.' },
  importFailed: { title: 'Import Failed', description: 'There was an error importing subscribers' },
  fileError: { title: 'File Error', description: 'Could not read the CSV file' },
  invalidSettings: { title: 'Invalid Settings' },
} as const;
