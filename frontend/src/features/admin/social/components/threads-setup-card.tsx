import type { FormEvent } from 'react';
import { AtSign, ExternalLink } from 'lucide-react';
import { exchangeCodeRequestSchema } from '@contract/social.contract';
import { THREADS_TEXTS } from '@contract/social.vocabulary';
import { FormField, fieldIds, useFieldErrors } from '../../../../components/form-field';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/use-toast';
import { IconCard } from '../../shared/icon-card';
import { toastFixedFailure } from '../../shared/toast-failure';
import { useConvertThreadsToken } from '../api/convert-threads-token';
import { useExchangeThreadsCode } from '../api/exchange-threads-code';
import { useThreadsAuthUrl } from '../api/get-threads-auth-url';
import { threadsSetupWork } from '../stores/social-setup';
import { checkPasted } from '../utils/pasted-field';
import { WizardStep } from './wizard-step';

const CODE = 'threads-code';
const noSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
const fail = (notice: { title: string; description: string }) => (error: unknown) => toastFixedFailure(notice, error);

/**
 * Section 2's Threads setup: the authorization URL (Threads sends the admin to the callback page with
 * a code), the code exchanged for a short-lived token, and that converted to a long-lived one (60
 * days), which the server stores; the browser then sees it masked only.
 */
export const ThreadsSetupCard = () => {
  const work = threadsSetupWork.useValue();
  const authUrl = useThreadsAuthUrl();
  const exchange = useExchangeThreadsCode();
  const convert = useConvertThreadsToken();
  const { errors, report, clear, fieldProps } = useFieldErrors(fieldIds(CODE));

  const generate = () =>
    authUrl.mutate(undefined, {
      onSuccess: (authorization) => threadsSetupWork.update((current) => ({ ...current, authorization })),
      onError: fail(THREADS_TEXTS.authUrlFailed),
    });

  const exchangeCode = () => {
    const problem = checkPasted(exchangeCodeRequestSchema, 'code', work.code, THREADS_TEXTS.missingCode, 'code');
    if (problem) return report({ [CODE]: problem });
    exchange.mutate(
      { code: work.code },
      {
        onSuccess: ({ accessToken, userId, message }) => {
          threadsSetupWork.update((current) => ({ ...current, code: '', shortLived: { token: accessToken, userId } }));
          toast({ title: 'Code Exchanged', description: message });
        },
        onError: fail(THREADS_TEXTS.exchangeFailed),
      },
    );
  };

  const convertToken = () => {
    if (!work.shortLived) return toast({ ...THREADS_TEXTS.missingToken, variant: 'destructive' });
    convert.mutate(
      { shortLivedToken: work.shortLived.token },
      {
        onSuccess: ({ message }) => {
          threadsSetupWork.update((current) => ({ ...current, shortLived: null }));
          toast({ title: 'Threads Connected', description: message });
        },
        onError: fail(THREADS_TEXTS.conversionFailed),
      },
    );
  };

  return (
    <IconCard icon={AtSign} title="Threads setup" description="Connects the Threads account the site posts as, through Threads' own authorization window.">
      <ol className="space-y-6">
        <WizardStep number={1} title="Authorize">
          <Button variant="outline" onClick={generate} disabled={authUrl.isPending}>
            {authUrl.isPending ? 'Generating...' : 'Generate Authorization URL'}
          </Button>
          {work.authorization ? (
            <div className="space-y-2 text-sm">
              <a href={work.authorization.authUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-indigo-700 underline dark:text-indigo-300">
                Open the Threads authorization window
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <ol aria-label="Authorization instructions" className="list-decimal space-y-1 pl-5">
                {work.authorization.instructions.map((instruction) => (
                  <li key={instruction}>{instruction}</li>
                ))}
              </ol>
            </div>
          ) : null}
        </WizardStep>
        <WizardStep number={2} title="Exchange the authorization code">
          <form noValidate onSubmit={noSubmit} className="space-y-3">
            <FormField id={CODE} label="Authorization code" error={errors[CODE]}>
              <Input
                id={CODE}
                required
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                value={work.code}
                {...fieldProps(CODE)}
                onChange={(event) => {
                  threadsSetupWork.update((current) => ({ ...current, code: event.target.value }));
                  clear(CODE);
                }}
              />
            </FormField>
            <Button type="submit" onClick={exchangeCode} disabled={exchange.isPending}>
              {exchange.isPending ? 'Exchanging...' : 'Exchange Code'}
            </Button>
          </form>
          {work.shortLived ? (
            <p role="status" className="text-sm">
              Short-lived token received for Threads user {work.shortLived.userId}: it works for one hour, convert it now.
            </p>
          ) : null}
        </WizardStep>
        <WizardStep number={3} title="Convert to a long-lived token (60 days)">
          <Button onClick={convertToken} disabled={convert.isPending}>
            {convert.isPending ? 'Converting...' : 'Convert to Long-Lived Token'}
          </Button>
          {convert.data ? (
            <p role="status" className="text-sm">
              Long-lived token <code>{convert.data.longLivedToken}</code> stored. {convert.data.message}.
            </p>
          ) : null}
        </WizardStep>
      </ol>
    </IconCard>
  );
};
