import { useSearchParams } from 'react-router';
import { type AdminTab, TAB_ALIASES } from '../admin-tabs';

export const TAB_PARAMETER = 'tab';

/**
 * The selected tab lives in the URL (`?tab=`), so a reload, the back button and a shared link all
 * open the same tab. A missing or unknown id shows the first tab; an unknown one is answered as
 * `unknown`, so the dashboard can say that the asked section does not exist instead of silently
 * showing another. An alias (`?tab=blog`) opens the tab it stands for. Choosing a tab pushes a history entry and keeps any other query parameters.
 */
export const useAdminTab = (tabs: readonly [AdminTab, ...AdminTab[]]) => {
  const [parameters, setParameters] = useSearchParams();
  const requested = parameters.get(TAB_PARAMETER);
  const asked = requested !== null && Object.hasOwn(TAB_ALIASES, requested) ? TAB_ALIASES[requested] : requested;
  const found = tabs.find((tab) => tab.id === asked);
  const current = found ?? tabs[0];
  const unknown = requested !== null && requested !== '' && !found ? requested : null;
  const select = (id: string) => {
    if (id === current.id || !tabs.some((tab) => tab.id === id)) return;
    setParameters((previous) => {
      const next = new URLSearchParams(previous);
      next.set(TAB_PARAMETER, id);
      return next;
    });
  };
  return { current, select, unknown };
};
