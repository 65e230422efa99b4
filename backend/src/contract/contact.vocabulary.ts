/** The closed lists and bounds of contact messages (operator-area.md section 3). Plain data, no zod. */

export const CONTACT_STATUSES = ['unread', 'read', 'replied', 'spam'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_PRIORITIES = ['normal', 'high', 'urgent'] as const;
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];

export const CONTACT_CHANNELS = ['contact-form', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** The contact form's bounds; the form and the server use these same numbers. */
export const CONTACT_LIMITS = { nameMax: 100, subjectMax: 200, messageMin: 10, messageMax: 5000 } as const;
