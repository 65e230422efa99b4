import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useToast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPreferencesLink } from '../api/request-preferences-link';
import { PreferencesNotice } from './preferences-notice';

/**
 * Shown when the page has no valid signed link: preferences are private, so instead of reading
 * them by address alone we email the owner a link that carries a token.
 */
export const SecureLinkRequest = ({ initialEmail, linkRefused = false }: { initialEmail: string; linkRefused?: boolean }) => {
  const [email, setEmail] = useState(initialEmail);
  const requestLink = useRequestPreferencesLink();
  const { toast } = useToast();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (trimmed === '') {
      toast({ title: 'Email required', description: 'Please enter your email address.', variant: 'destructive' });
      return;
    }
    requestLink.mutate(trimmed, {
      onError: (error) =>
        toast({ title: 'Request failed', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' }),
    });
  };

  return (
    <PreferencesNotice
      id="secure-link-heading"
      icon={ShieldCheck}
      iconClassName="text-indigo-600"
      title="A secure link is needed"
      action={
        requestLink.isSuccess ? (
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
            {requestLink.data.message}
          </p>
        ) : (
          <form noValidate onSubmit={submit} className="space-y-3">
            <div className="space-y-2">
              <Label htmlFor="secure-link-email">Email address</Label>
              <Input id="secure-link-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            </div>
            <Button type="submit" disabled={requestLink.isPending}>
              {requestLink.isPending ? 'Sending...' : 'Email me a secure link'}
            </Button>
          </form>
        )
      }
    >
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
        To protect your privacy, newsletter preferences open only from the personal link in our emails.{' '}
        {linkRefused ? 'This link has expired or is no longer valid. ' : ''}
        Enter your address and we'll email you a secure link.
      </p>
    </PreferencesNotice>
  );
};
