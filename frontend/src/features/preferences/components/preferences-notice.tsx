import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/class-names';

type PreferencesNoticeProps = {
  /** The heading's id, which names the section. */
  id: string;
  icon: LucideIcon;
  /** The icon's colour. */
  iconClassName: string;
  title: string;
  /** The explanation: paragraphs of text. */
  children: ReactNode;
  /** What the visitor can do next, below the explanation. */
  action?: ReactNode;
};

/** The frame of every notice the preferences screen shows instead of the form: icon, heading, text, then an action. */
export const PreferencesNotice = ({ id, icon: Icon, iconClassName, title, children, action }: PreferencesNoticeProps) => (
  <section aria-labelledby={id} className="space-y-4">
    <div className="flex items-start gap-3">
      <Icon className={cn('mt-1 h-6 w-6 shrink-0', iconClassName)} aria-hidden="true" />
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </div>
    {action}
  </section>
);
