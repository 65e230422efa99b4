import type { BadgeTone } from '../../../components/ui/badge';

/** The colour of who did something, in every history of the dashboard (subscribers, drafts, contact messages). */
export const actorTones: Record<string, BadgeTone> = { visitor: 'blue', admin: 'purple', system: 'gray', scheduler: 'amber' };
