import type { CampaignStatus } from '@contract/email.vocabulary';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHeader } from '../../../../components/ui/table';
import { formatDateTime } from '../../shared/format-date-time';
import { QueryState } from '../../shared/query-state';
import { useCampaigns, type Campaign } from '../api/get-campaigns';
import { CampaignProgress } from './campaign-progress';
import { formatNumber } from '../../shared/count-of';

const statusTones: Record<CampaignStatus, BadgeTone> = { listing: 'amber', sending: 'blue', completed: 'emerald' };

const kindOf = (campaign: Campaign) => (campaign.kind === 'newsletter' ? `${campaign.frequency ?? ''} newsletter`.trim() : 'manual campaign');

/** Every campaign, newest first, with live counters while one runs (or while the panel's own send call waits). */
export const CampaignsCard = ({ waitingForSend }: { waitingForSend: boolean }) => {
  const campaigns = useCampaigns(waitingForSend);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Campaigns</CardTitle>
        <CardDescription>Each recipient gets one message per campaign, even across a restart. The list follows a running send live.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={campaigns} loading="Loading campaigns..." failure="Could not load the campaigns" empty="No campaign has been sent yet.">
          {(listed) => (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Campaign</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Progress</TableHead>
                  <TableHead>Total</TableHead>
                  <TableHead>Sent</TableHead>
                  <TableHead>Failed</TableHead>
                  <TableHead>Started</TableHead>
                  <TableHead>Finished</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {listed.map((campaign) => (
                  <TableRow key={campaign.id}>
                    <TableRowHeader className="max-w-xs">
                      <span className="block truncate" title={campaign.subject}>
                        {campaign.subject}
                      </span>
                      <span className="text-xs font-normal capitalize text-gray-600 dark:text-gray-400">{kindOf(campaign)}</span>
                    </TableRowHeader>
                    <TableCell>
                      <Badge tone={statusTones[campaign.status]}>{campaign.status}</Badge>
                    </TableCell>
                    <TableCell>
                      <CampaignProgress campaign={campaign} />
                    </TableCell>
                    <TableCell className="tabular-nums">{campaign.total === null ? '—' : formatNumber(campaign.total)}</TableCell>
                    <TableCell className="tabular-nums">{formatNumber(campaign.sent)}</TableCell>
                    <TableCell className="tabular-nums">
                      {formatNumber(campaign.failed)}
                      {campaign.failureReason && (
                        <span className="mt-1 block max-w-56 text-xs text-red-700 dark:text-red-400">{campaign.failureReason}</span>
                      )}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-sm">{formatDateTime(campaign.startedAt)}</TableCell>
                    <TableCell className="whitespace-nowrap text-sm">{campaign.finishedAt ? formatDateTime(campaign.finishedAt) : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
};
