import type { AppConfig } from '../../config/app-config.js';
import { gmailRoutes } from '../../contract/gmail.contract.js';
import { GMAIL_ADDRESS_VARIABLE } from '../../contract/gmail.vocabulary.js';
import { illegalState } from '../../core/errors/domain-errors.js';
import type { GoogleCredentials } from './google/google-client.js';

type GmailConfig = Pick<AppConfig, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GMAIL_CONTACT_ADDRESS' | 'GMAIL_LABEL' | 'CONTACT_EMAIL' | 'publicUrl'>;

/** What the Gmail feature is configured with, read once: the OAuth client, the address and label to read, and what is missing. */
export class GmailSettings {
  readonly credentials: GoogleCredentials | null;
  /** The address whose forwarded mail is read: GMAIL_CONTACT_ADDRESS, else CONTACT_EMAIL. */
  readonly address: string | null;
  readonly label: string;
  /** Where Google sends the popup back: listed as an authorized redirect URI of the OAuth client. */
  readonly redirectUri: string;
  /** The variables still to set, in the order the docs list them. */
  readonly missing: readonly string[];

  constructor(config: GmailConfig) {
    const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = config;
    this.credentials = clientId && clientSecret ? { clientId, clientSecret } : null;
    this.address = config.GMAIL_CONTACT_ADDRESS ?? config.CONTACT_EMAIL ?? null;
    this.label = config.GMAIL_LABEL;
    this.redirectUri = `${config.publicUrl}${gmailRoutes.callback.path}`;
    this.missing = [
      ...(clientId ? [] : ['GOOGLE_CLIENT_ID']),
      ...(clientSecret ? [] : ['GOOGLE_CLIENT_SECRET']),
      ...(this.address ? [] : [GMAIL_ADDRESS_VARIABLE]),
    ];
  }

  get configured(): boolean {
    return this.missing.length === 0;
  }

  /** "Gmail is not configured: set GOOGLE_CLIENT_ID and GMAIL_CONTACT_ADDRESS (or CONTACT_EMAIL)". */
  get notConfiguredMessage(): string {
    const names = this.missing.map((name) => (name === GMAIL_ADDRESS_VARIABLE ? `${name} (or CONTACT_EMAIL)` : name));
    const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
    return `Gmail is not configured: set ${listed}`;
  }

  /** The settings of a configured feature; 409 naming what to set otherwise. */
  required(): { credentials: GoogleCredentials; address: string; label: string } {
    if (!this.credentials || !this.address) throw illegalState(this.notConfiguredMessage);
    return { credentials: this.credentials, address: this.address, label: this.label };
  }
}
