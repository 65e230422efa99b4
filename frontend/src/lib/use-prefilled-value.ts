import { useState } from 'react';

/**
 * A field's value that shows `prefill` until the visitor edits it. Unlike useState's initial value,
 * it follows a prefill that arrives after the first render: an emailed link's address is known only
 * once the page is hydrated after a reload, since it travels in the history state the server never
 * sees (`useLinkCredentials`). Once edited, even to empty, the field keeps what the visitor typed.
 */
export const usePrefilledValue = (prefill: string) => {
  const [edited, setEdited] = useState<string | null>(null);
  return [edited ?? prefill, setEdited] as const;
};
