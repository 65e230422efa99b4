const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Jan 5, 2025' for a parsable date, otherwise 'Recent' (spec: home blog carousel). */
export const formatPublishDate = (value: string | null | undefined): string => {
  if (!value) return 'Recent';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Recent' : dateFormat.format(date);
};
