import { useMutation } from '@tanstack/react-query';
import type { LeadMagnet, PublicInterestName } from '@contract/subscribers.vocabulary';
import { createSubscriber, signupRecordsPopupSeen, type SubscriberSource } from '../../../api/create-subscriber';

/** Spec section 7: the guide request subscribes daily with these three interests. */
export const LEAD_MAGNET_ID: LeadMagnet = 'ultimate_ai_tools_guide';
export const LEAD_MAGNET_INTERESTS: PublicInterestName[] = ['AI Business Tools', 'AI Productivity', 'AI Marketing'];

export const requestLeadMagnet = ({ email, source }: { email: string; source: SubscriberSource }) =>
  createSubscriber({ email, frequency: 'daily', interests: LEAD_MAGNET_INTERESTS, source, leadMagnet: LEAD_MAGNET_ID });

export const useRequestLeadMagnet = () => useMutation({ mutationFn: requestLeadMagnet, ...signupRecordsPopupSeen });
