import { MessageCircle, Share2 } from 'lucide-react';
import { FACEBOOK_API_TESTS, THREADS_API_TESTS } from '../api/api-tests';
import { AccountsCard } from './accounts-card';
import { ApiTestsCard } from './api-tests-card';
import { FacebookWizardCard } from './facebook-wizard-card';
import { ThreadsSetupCard } from './threads-setup-card';

/** The Social Media tab (id facebook-setup): the accounts, the Facebook wizard and the Threads setup, and both API test cards. */
export const SocialMediaPanel = () => (
  <div className="grid items-start gap-6 lg:grid-cols-2">
    <div className="space-y-6">
      <AccountsCard />
      <FacebookWizardCard />
      <ThreadsSetupCard />
    </div>
    <div className="space-y-6">
      <ApiTestsCard
        icon={Share2}
        title="Facebook API tests"
        description="Each test uses the stored page token. The test post is published once per connected page; running it again finds it."
        tests={FACEBOOK_API_TESTS}
      />
      <ApiTestsCard icon={MessageCircle} title="Threads API tests" description="Each test uses the stored Threads token; the test post is published once per connected account." tests={THREADS_API_TESTS} />
    </div>
  </div>
);
