/**
 * Publish dates are calendar days ('2025-01-05' parses as midnight UTC): formatted in UTC so the day
 * shown is the day published wherever the reader is, and the server's HTML matches the browser's.
 */
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Jan 5, 2025' for a parsable date, otherwise 'Recent' (spec: home blog carousel). */
export const formatPublishDate = (value: string | null | undefined): string => {
  if (!value) return 'Recent';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Recent' : dateFormat.format(date);
};
