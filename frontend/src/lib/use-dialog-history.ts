import { useEffect, useRef } from 'react';

/** The field of history.state that marks an entry a dialog added, holding that dialog's id. */
const DIALOG_ENTRY = 'dialog';

type HistoryState = Record<string, unknown> | null;

const asRecord = (state: unknown): HistoryState => (state && typeof state === 'object' ? (state as Record<string, unknown>) : null);

const dialogOf = (state: unknown) => asRecord(state)?.[DIALOG_ENTRY];

/** The page's own entry (react-router's key), not a dialog's copy of it. */
const isPageEntry = (state: unknown, page: HistoryState) => dialogOf(state) === undefined && asRecord(state)?.key === page?.key;

/** A Back this hook started for a dialog closed by its own controls, until its popstate has arrived. */
type PendingBack = { done: Promise<void>; abandon: () => void };
let pendingBack: PendingBack | null = null;

/**
 * Takes back the entry a dialog added, once the dialog was closed by its own controls (its close
 * button, Escape, the overlay, a signup): Back to the page's entry. The router is not told, since the
 * page it shows is that entry already (a change of location there would count a page view). What was
 * written into the address bar while the dialog was open, such as a tool click's conversion, stays.
 */
const takeBackDialogEntry = (page: HistoryState): PendingBack => {
  const url = window.location.href;
  let resolveDone = () => {};
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });
  const stop = () => {
    window.removeEventListener('popstate', onPopState, true);
    resolveDone();
  };
  const onPopState = (event: PopStateEvent) => {
    stop();
    if (!isPageEntry(event.state, page)) return;
    event.stopImmediatePropagation();
    if (window.location.href !== url) window.history.replaceState(window.history.state, '', url);
  };
  window.addEventListener('popstate', onPopState, true);
  window.history.back();
  return { done, abandon: stop };
};

/**
 * Back closes an open dialog instead of leaving the page (on Android, Back is how a sheet or dialog is
 * dismissed): while `open`, the dialog has a history entry of its own, a copy of the page's (same URL,
 * same router key and state), and leaving it by Back or Forward calls `close`. Closed any other way, the
 * dialog takes its entry back, so no stray entry is left for Back to stop at. A dialog buried under a
 * navigation (a link followed from inside it) leaves its entry where it is.
 *
 * The listeners run in the capture phase, before the router's: a Back from the dialog's entry to the
 * page's own is the dialog's business alone, and the router never hears of it.
 */
export const useDialogHistory = (open: boolean, close: () => void) => {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });

  useEffect(() => {
    if (!open) return undefined;
    const id = Math.random().toString(36).slice(2, 10);
    let page: HistoryState = null;
    let cancelled = false;
    let entered = false;
    let leftByHistory = false;

    const onPopState = (event: PopStateEvent) => {
      if (dialogOf(event.state) === id) return;
      leftByHistory = true;
      window.removeEventListener('popstate', onPopState, true);
      // Back to the page under the dialog: the page is on screen already. A jump further (a long press
      // on Back) is a navigation, which the router carries out.
      if (isPageEntry(event.state, page)) event.stopImmediatePropagation();
      latestClose.current();
    };

    const enter = () => {
      if (cancelled) return;
      page = asRecord(window.history.state);
      window.history.pushState({ ...page, [DIALOG_ENTRY]: id }, '');
      entered = true;
      window.addEventListener('popstate', onPopState, true);
    };
    // A dialog closed a moment ago may still be taking its entry back: while that entry is the current
    // one, push only once the Back is done, or it would land on the new entry. Otherwise that Back is
    // over or moot, and nothing may wait for its popstate any more.
    if (pendingBack && dialogOf(window.history.state) !== undefined) void pendingBack.done.then(enter);
    else {
      pendingBack?.abandon();
      enter();
    }

    return () => {
      cancelled = true;
      window.removeEventListener('popstate', onPopState, true);
      if (!entered || leftByHistory || dialogOf(window.history.state) !== id) return;
      const back = takeBackDialogEntry(page);
      pendingBack = back;
      void back.done.then(() => {
        if (pendingBack === back) pendingBack = null;
      });
    };
  }, [open]);
};
