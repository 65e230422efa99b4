import type { ContactMessage } from '@contract/contact.contract';
import type { ContactAction, ContactChannel, ContactPriority, ContactStatus } from '@contract/contact.vocabulary';
import type { BadgeTone } from '../../../../components/ui/badge';

/** Spec section 2: urgent, high and normal each have their badge colour. */
export const priorityTones: Record<ContactPriority, BadgeTone> = { urgent: 'red', high: 'amber', normal: 'outline' };

export const statusTones: Record<ContactStatus, BadgeTone> = { unread: 'blue', read: 'neutral', replied: 'emerald', spam: 'gray' };

export const statusLabels: Record<ContactStatus, string> = { unread: 'Unread', read: 'Read', replied: 'Replied', spam: 'Spam' };

export const channelLabels: Record<ContactChannel, string> = { 'contact-form': 'the contact form', email: 'email' };

export const historyActionLabels: Record<ContactAction, string> = {
  received: 'Received',
  read: 'Marked read',
  replied: 'Replied',
  spam: 'Marked as spam',
  restored: 'Restored from spam',
};

/** The message's name in its buttons' labels and its history: the subject, or what is left of an erased one. */
export const messageTitle = (message: ContactMessage) => message.subject ?? 'Message from an erased sender';
