import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** operator-area.md section 9: the confirmation lasts 2000 ms. */
export const COPIED_DURATION_MS = 2000;

export const CopyCodeButton = ({ code }: { code: string }) => {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_DURATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch (error) {
      // The spec asks for a log only; the code stays visible for manual copying.
      console.error('Copying the authorization code failed', error instanceof Error ? error.message : error);
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={copy}>
      {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
};
