const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Jan 5, 2025, 10:00 AM' in the admin's time zone. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
