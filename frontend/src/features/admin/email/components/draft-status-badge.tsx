import type { DraftStatus } from '@contract/email.vocabulary';
import { Badge } from '../../../../components/ui/badge';
import { draftStatusTones } from '../utils/draft-labels';

export const DraftStatusBadge = ({ status }: { status: DraftStatus }) => <Badge tone={draftStatusTones[status]}>{status}</Badge>;
