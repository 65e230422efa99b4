import type { FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { pageTokensRequestSchema, shortLivedTokenRequestSchema } from '@contract/social.contract';
import { FACEBOOK_POSTING_PERMISSIONS, FACEBOOK_TEXTS, maskToken } from '@contract/social.vocabulary';
import { FormField, fieldIds, useFieldErrors } from '../../../../components/form-field';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/use-toast';
import { IconCard } from '../../shared/icon-card';
import { formatDateTime } from '../../shared/format-date-time';
import { toastFailure } from '../../shared/toast-failure';
import { useConvertFacebookToken } from '../api/convert-facebook-token';
import { useGetPageTokens } from '../api/get-page-tokens';
import { useWizardTestPost } from '../hooks/use-wizard-test-post';
import { facebookWizardWork } from '../stores/social-setup';
import { checkPasted } from '../utils/pasted-field';
import { toastConversionFailure } from '../utils/social-failures';
import { PageChoice } from './page-choice';
import { WizardStep } from './wizard-step';
import { WizardTestPost } from './wizard-test-post';

const SHORT = 'facebook-short-lived-token';
const USER = 'facebook-user-token';
const tokenInput = { autoComplete: 'off', spellCheck: false, className: 'font-mono' } as const;
const noSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/**
 * Section 4's Facebook wizard: a short-lived user token to a long-lived one (60 days), its pages
 * listed, one chosen to update the stored token, then a test post 2 s later. The tokens stay in this
 * page's memory (stores/social-setup.ts) and go only to this server.
 */
export const FacebookWizardCard = () => {
  const work = facebookWizardWork.useValue();
  const testPost = useWizardTestPost();
  const convert = useConvertFacebookToken();
  const listPages = useGetPageTokens();
  const { errors, report, clear, fieldProps } = useFieldErrors(fieldIds(SHORT, USER));

  const convertToken = () => {
    const problem = checkPasted(shortLivedTokenRequestSchema, 'shortLivedToken', work.shortLivedToken, FACEBOOK_TEXTS.missingToken, 'token');
    if (problem) return report({ [SHORT]: problem });
    convert.mutate(
      { shortLivedToken: work.shortLivedToken },
      {
        onSuccess: ({ longLivedToken, expiresAt, message }) => {
          facebookWizardWork.update((current) => ({ ...current, shortLivedToken: '', longLived: { token: longLivedToken, expiresAt }, userToken: longLivedToken }));
          toast({ title: 'Token Converted', description: message });
        },
        onError: (error) => toastConversionFailure(error, FACEBOOK_TEXTS.conversionFailed.fallback),
      },
    );
  };

  const getPages = () => {
    const problem = checkPasted(pageTokensRequestSchema, 'userAccessToken', work.userToken, FACEBOOK_TEXTS.missingUserToken, 'token');
    if (problem) return report({ [USER]: problem });
    listPages.mutate(
      { userAccessToken: work.userToken },
      {
        onSuccess: ({ pages }) => {
          facebookWizardWork.update((current) => ({ ...current, pages }));
          if (pages.length === 0) toast({ ...FACEBOOK_TEXTS.noPagesFound, variant: 'destructive' });
        },
        onError: (error) => toastFailure(FACEBOOK_TEXTS.pageTokensFailed, error),
      },
    );
  };

  const edit = (field: typeof SHORT | typeof USER, value: string) => {
    facebookWizardWork.update((current) => (field === SHORT ? { ...current, shortLivedToken: value } : { ...current, userToken: value }));
    clear(field);
  };

  return (
    <IconCard icon={KeyRound} title="Facebook page token" description={`The page the site posts to. The user token needs ${FACEBOOK_POSTING_PERMISSIONS.join(', ')}.`}>
      <ol className="space-y-6">
        <WizardStep number={1} title="Convert to a long-lived token">
          <form noValidate onSubmit={noSubmit} className="space-y-3">
            <FormField id={SHORT} label="Short-lived user access token" error={errors[SHORT]}>
              <Input id={SHORT} required value={work.shortLivedToken} {...tokenInput} {...fieldProps(SHORT)} onChange={(event) => edit(SHORT, event.target.value)} />
            </FormField>
            <Button type="submit" onClick={convertToken} disabled={convert.isPending}>
              {convert.isPending ? 'Converting...' : 'Convert to Long-Lived Token'}
            </Button>
          </form>
          {work.longLived ? (
            <p role="status" className="text-sm">
              Long-lived token <code>{maskToken(work.longLived.token)}</code>, valid until {formatDateTime(work.longLived.expiresAt)} (60 days).
            </p>
          ) : null}
        </WizardStep>
        <WizardStep number={2} title="List the pages">
          <form noValidate onSubmit={noSubmit} className="space-y-3">
            <FormField id={USER} label="User access token (long-lived)" error={errors[USER]} hint="Filled in by step 1; another user token may be pasted here.">
              <Input id={USER} type="password" required value={work.userToken} {...tokenInput} {...fieldProps(USER, true)} onChange={(event) => edit(USER, event.target.value)} />
            </FormField>
            <Button type="submit" onClick={getPages} disabled={listPages.isPending}>
              {listPages.isPending ? 'Loading pages...' : 'Get Page Tokens'}
            </Button>
          </form>
        </WizardStep>
        <WizardStep number={3} title="Choose the page">
          <PageChoice pages={work.pages} />
        </WizardStep>
        <WizardStep number={4} title="Test post">
          <WizardTestPost testPost={testPost} />
        </WizardStep>
      </ol>
    </IconCard>
  );
};
