import { useSearchParams } from 'react-router';
import type { AdminTab } from '../admin-tabs';

export const TAB_PARAMETER = 'tab';

/**
 * The selected tab lives in the URL (`?tab=`), so a reload, the back button and a shared link all
 * open the same tab. A missing or unknown id shows the first tab. Choosing a tab pushes a history
 * entry and keeps any other query parameters.
 */
export const useAdminTab = (tabs: readonly [AdminTab, ...AdminTab[]]) => {
  const [parameters, setParameters] = useSearchParams();
  const requested = parameters.get(TAB_PARAMETER);
  const current = tabs.find((tab) => tab.id === requested) ?? tabs[0];
  const select = (id: string) => {
    if (id === current.id || !tabs.some((tab) => tab.id === id)) return;
    setParameters((previous) => {
      const next = new URLSearchParams(previous);
      next.set(TAB_PARAMETER, id);
      return next;
    });
  };
  return { current, select };
};
