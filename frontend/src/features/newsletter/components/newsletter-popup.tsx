import { lazy, Suspense } from 'react';
import { useNewsletterPopup } from '../hooks/use-newsletter-popup';

// The dialog code (focus trap, scroll lock) loads only when the popup first opens, keeping it off the home page's first load.
const NewsletterPopupDialog = lazy(async () => ({ default: (await import('./newsletter-popup-dialog')).NewsletterPopupDialog }));

export const NewsletterPopup = () => {
  const { open, close, everOpened } = useNewsletterPopup();
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupDialog open={open} onClose={close} />
    </Suspense>
  );
};
