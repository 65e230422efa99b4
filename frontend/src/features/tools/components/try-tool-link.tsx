import type { ReactNode } from 'react';
import { buttonClasses, type ButtonSize } from '../../../components/ui/button';
import { sendToolClick } from '../../../lib/beacon';
import { trackConversion } from '../../../lib/tracking';
import type { Tool } from '@contract/catalogue.contract';

type TryToolLinkProps = {
  tool: Pick<Tool, 'name' | 'affiliateUrl'>;
  children: ReactNode;
  size?: ButtonSize;
  className?: string;
  /** Needed when the visible text does not name the tool (the cards' 'Try Now'). */
  'aria-label'?: string;
};

/** The affiliate link: new tab, no opener, marked sponsored, and counted as a tool click. */
export const TryToolLink = ({ tool, children, size = 'sm', className, 'aria-label': ariaLabel }: TryToolLinkProps) => (
  <a
    aria-label={ariaLabel}
    href={tool.affiliateUrl}
    target="_blank"
    rel="noopener sponsored"
    onClick={() => {
      sendToolClick(tool.name);
      trackConversion('tool_click', { toolName: tool.name });
    }}
    className={buttonClasses({ size, className })}
  >
    {children}
  </a>
);
