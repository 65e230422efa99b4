import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { useSubscriberPreferences } from '../api/get-subscriber-preferences';
import { PreferencesForm } from './preferences-form';
import { SecureLinkRequest } from './secure-link-request';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';

/** Spec section 9: 2 s between saving and the redirect. */
export const PREFERENCES_REDIRECT_DELAY_MS = 2000;
export const PREFERENCES_SUCCESS_PATH = '/subscribe/success?conversion=newsletter_preferences';

/** The link token is refused on load or on save (missing, forged, expired, or of an earlier subscription): offer a fresh link. */
const PreferencesBody = ({ email, token, onSaved }: { email: string; token: string | null; onSaved: () => void }) => {
  const preferences = useSubscriberPreferences(email, token);
  const [linkRefused, setLinkRefused] = useState(false);
  if (email === '' || !token || linkRefused) return <SecureLinkRequest initialEmail={email} />;
  if (preferences.isPending) return <p role="status">Loading your preferences...</p>;
  if (preferences.isError) {
    if (preferences.error instanceof ApiError && (preferences.error.status === 403 || preferences.error.status === 404)) {
      return <SecureLinkRequest initialEmail={email} />;
    }
    return <p role="alert">We could not load your preferences. Please try again later.</p>;
  }
  const { frequency, interests, customInterests } = preferences.data;
  return (
    <PreferencesForm
      token={token}
      onSaved={onSaved}
      onLinkRefused={() => setLinkRefused(true)}
      initialValues={{ email, frequency, interests, customInterests }}
    />
  );
};

const PREFERENCES_HEAD = simplePageHead('/subscribe/preferences', 'Newsletter Preferences', 'Choose how often you hear from AI Navigator and about which topics.', { noindex: true });

export const PreferencesPage = () => {
  usePageHead(PREFERENCES_HEAD);
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const token = searchParams.get('token');
  const [saved, setSaved] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(PREFERENCES_SUCCESS_PATH), PREFERENCES_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Card>
        {saved ? (
          <CardHeader className="items-center text-center" role="status">
            <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden="true" />
            <CardTitle>Preferences saved!</CardTitle>
            <CardDescription>Taking you to the next step...</CardDescription>
          </CardHeader>
        ) : (
          <>
            <CardHeader>
              <h1 className="text-2xl font-semibold">Newsletter Preferences</h1>
              <CardDescription>Choose how often you hear from us and which AI topics you care about.</CardDescription>
            </CardHeader>
            <CardContent>
              <PreferencesBody email={email} token={token} onSaved={() => setSaved(true)} />
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
};
