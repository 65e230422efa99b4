import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MailX } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { useFormToasts } from '../../../lib/use-form-toasts';
import { preferencesNavigation, useLinkCredentials } from '../../../lib/link-credentials';
import { useUnsubscribe } from '../api/unsubscribe';
import { unsubscribeFormInvalid, unsubscribeFormSchema } from '../schemas/unsubscribe-form.schema';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';

const UNSUBSCRIBE_HEAD = simplePageHead('/unsubscribe', 'Unsubscribe', 'Stop receiving the AI Navigator newsletter.', { noindex: true });

export const UnsubscribePage = () => {
  usePageHead(UNSUBSCRIBE_HEAD);
  const link = useLinkCredentials();
  const token = link.token;
  const [email, setEmail] = useState(link.email ?? '');
  // The preferences link keeps the signed token (in the history state), so a subscriber can switch instead of leaving.
  const toPreferences = preferencesNavigation(email.trim(), token);
  const unsubscribe = useUnsubscribe();
  const { problem, succeeded } = useFormToasts();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = unsubscribeFormSchema.safeParse({ email });
    if (!parsed.success) {
      problem(unsubscribeFormInvalid);
      return;
    }
    unsubscribe.mutate(
      { email: parsed.data.email, token },
      {
        onSuccess: succeeded,
        onError: (error) => problem({ title: 'Unsubscribe failed', description: errorMessage(error, 'Please try again later.') }),
      },
    );
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <Card>
        <CardHeader className="items-center text-center">
          <MailX className="h-10 w-10 text-indigo-600" aria-hidden="true" />
          <h1 className="text-2xl font-semibold">Unsubscribe</h1>
          <CardDescription>We're sorry to see you go. You can also just change how often you hear from us.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {unsubscribe.isSuccess ? (
            <div role="status" className="rounded-md bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100">
              <p className="font-semibold">{unsubscribe.data.unsubscribed ? "You're unsubscribed" : 'Check your email'}</p>
              <p className="mt-1 text-sm">{unsubscribe.data.message}</p>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="space-y-4">
              <div className="space-y-2">
                <Label htmlFor="unsubscribe-email">Email address</Label>
                <Input id="unsubscribe-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
              </div>
              <Button type="submit" variant="destructive" className="w-full" disabled={unsubscribe.isPending}>
                {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
              </Button>
            </form>
          )}
          <nav aria-label="Other options" className="flex flex-wrap justify-center gap-3">
            <Link to={toPreferences.to} state={toPreferences.state} className={buttonClasses({ variant: 'outline' })}>Update preferences instead</Link>
            <Link to="/" className={buttonClasses({ variant: 'ghost' })}>Back to Home</Link>
          </nav>
        </CardContent>
      </Card>
    </div>
  );
};
