import { Fragment, Suspense } from 'react';
import { ErrorBoundary } from '../../../../components/error-boundary';
import { Button } from '../../../../components/ui/button';
import { OptionSelect } from '../../../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { simplePageHead } from '../../../../lib/page-head/page-head';
import { usePageHead } from '../../../../lib/page-head/use-page-head';
import { ADMIN_TABS, type AdminTab } from '../admin-tabs';
import { useAdminTab } from '../hooks/use-admin-tab';
import { AdminHeader } from './admin-header';

const PanelLoading = () => (
  <p role="status" className="py-12 text-center text-gray-600 dark:text-gray-400">
    Loading...
  </p>
);

const PanelCrashed = ({ retry }: { retry: () => void }) => (
  <div role="alert" className="rounded-xl border border-red-200 p-8 text-center dark:border-red-900">
    <p className="mb-4">This panel could not be shown.</p>
    <Button variant="outline" onClick={retry}>
      Try again
    </Button>
  </div>
);

/** 'Subscribers · Admin | AI Navigator': the tab first, so window titles and history entries tell the tabs apart. */
const dashboardHead = (tab: AdminTab) => simplePageHead('/admin', `${tab.label} · Admin`, 'The AI Navigator operator dashboard.', { noindex: true });

const tabOptions = ADMIN_TABS.map((tab) => ({ value: tab.id, label: tab.label }));

/** A divider before the first tab of another group (the operators' tabs after the site's). */
const startsGroup = (tab: AdminTab, index: number) => index > 0 && ADMIN_TABS[index - 1]?.group !== tab.group;

/**
 * The dashboard: one tab per panel. Tabs activate on Enter or Space (arrows only move focus), so
 * walking the list with the keyboard neither loads every panel nor fills the history. From `md`
 * up the tabs are one row that scrolls sideways; below it (phones, narrow tablets) a select.
 */
export const AdminDashboard = ({ username }: { username: string }) => {
  const { current, select, unknown } = useAdminTab(ADMIN_TABS);
  usePageHead(dashboardHead(current));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <AdminHeader username={username} />
      <Tabs value={current.id} onValueChange={select} activationMode="manual">
        <div className="md:hidden">
          <label htmlFor="admin-section" className="mb-2 block text-sm font-medium">
            Dashboard section
          </label>
          <OptionSelect id="admin-section" label="Dashboard section" value={current.id} options={tabOptions} onChange={select} />
        </div>
        <div className="hidden md:block">
          <TabsList layout="scroll" aria-label="Dashboard sections">
            {ADMIN_TABS.map((tab, index) => (
              <Fragment key={tab.id}>
                {startsGroup(tab, index) ? <span aria-hidden="true" className="mx-1 h-6 w-px shrink-0 bg-gray-300 dark:bg-gray-700" /> : null}
                <TabsTrigger value={tab.id}>{tab.label}</TabsTrigger>
              </Fragment>
            ))}
          </TabsList>
        </div>
        {unknown !== null ? (
          <p role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
            This dashboard has no section “{unknown}” (it may not be available yet). Showing {current.label} instead.
          </p>
        ) : null}
        {ADMIN_TABS.map(({ id, label, Panel, headed }) => (
          <TabsContent key={id} value={id} className="mt-6">
            {headed ? null : <h2 className="sr-only">{label}</h2>}
            <ErrorBoundary resetKey={id} fallback={(retry) => <PanelCrashed retry={retry} />}>
              <Suspense fallback={<PanelLoading />}>
                <Panel />
              </Suspense>
            </ErrorBoundary>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
};
