import { toast } from '../../../../components/ui/use-toast';
import { GMAIL_TEXTS } from '@contract/gmail.vocabulary';
import { toastFailure } from '../../shared/toast-failure';
import { useGmailAuthUrl } from '../api/get-gmail-auth-url';

const POPUP_NAME = 'ai-navigator-gmail-authorization';
const POPUP_FEATURES = 'popup,width=520,height=700';

export const POPUP_BLOCKED = { title: 'Popup blocked', description: 'Allow popups for this site, then choose Authorize Gmail again.' };

/**
 * Step 2: Google's consent page in a popup. The popup is opened in the click itself (browsers block
 * one opened after waiting for the server), then sent to the URL the server signs; `onOpened` moves
 * the wizard to step 3. A failure closes the popup and shows the spec's toast.
 */
export const useAuthorizationPopup = (onOpened: () => void) => {
  const authUrl = useGmailAuthUrl();
  const open = () => {
    const popup = window.open('', POPUP_NAME, POPUP_FEATURES);
    authUrl.mutate(undefined, {
      onSuccess: ({ authUrl: url }) => {
        if (!popup) {
          toast({ ...POPUP_BLOCKED, variant: 'destructive' });
          return;
        }
        popup.location.href = url;
        onOpened();
      },
      onError: (error) => {
        popup?.close();
        toastFailure(GMAIL_TEXTS.authUrlFailed, error);
      },
    });
  };
  return { open, opening: authUrl.isPending };
};
