import type { ContactPriority, ContactStatus } from '@contract/contact.vocabulary';
import { Badge } from '../../../../components/ui/badge';
import { priorityTones, statusLabels, statusTones } from '../utils/contact-labels';

/** The message's status; "Status:" is read out before it, since the badge alone says only "Unread". */
export const StatusBadge = ({ status }: { status: ContactStatus }) => (
  <Badge tone={statusTones[status]}>
    <span className="sr-only">Status: </span>
    {statusLabels[status]}
  </Badge>
);

/** Spec section 2: the priority in its colour (urgent, high, normal). */
export const PriorityBadge = ({ priority }: { priority: ContactPriority }) => (
  <Badge tone={priorityTones[priority]} data-priority={priority} className="capitalize">
    {priority}
    <span className="sr-only"> priority</span>
  </Badge>
);
