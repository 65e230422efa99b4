import { AlertCircle, Loader2, Star } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useDialogHistory } from '../../../lib/use-dialog-history';
import { useEnhancedTool } from '../api/get-enhanced-tool';
import type { Enhancement, Tool } from '@contract/catalogue.contract';
import { TryToolLink } from './try-tool-link';

type ToolDetailsDialogProps = { tool: Tool | null; onClose: () => void };

/** The tool's own data, shown when the enhanced data cannot be loaded. */
const basicDetails = (tool: Tool): Enhancement => ({
  rating: tool.rating,
  reviewCount: tool.reviewCount,
  pros: tool.pros,
  features: tool.keyFeatures,
  useCases: tool.useCases,
});

const DetailList = ({ title, items }: { title: string; items: string[] }) =>
  items.length === 0 ? null : (
    <section>
      <h3 className="mb-2 font-semibold">{title}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );

const Details = ({ details }: { details: Enhancement }) => (
  <div className="space-y-4">
    <p className="flex items-center gap-2 text-sm">
      <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="font-semibold">{details.rating.toFixed(1)}</span>
      <span className="text-gray-600 dark:text-gray-400">({details.reviewCount.toLocaleString('en-US')} reviews)</span>
    </p>
    <DetailList title="Pros" items={details.pros} />
    <DetailList title="Key Features" items={details.features} />
    <DetailList title="Use Cases" items={details.useCases} />
  </div>
);

const DialogBody = ({ tool }: { tool: Tool }) => {
  const enhanced = useEnhancedTool(tool.name, { enabled: true });
  if (enhanced.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-gray-600 dark:text-gray-400">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        Loading real data from AI research...
      </p>
    );
  }
  if (enhanced.isError) {
    return (
      <>
        <div role="alert" className="flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Unable to load enhanced data</p>
            <p>Showing basic information</p>
          </div>
        </div>
        <Details details={basicDetails(tool)} />
      </>
    );
  }
  return <Details details={enhanced.data} />;
};

export const ToolDetailsDialog = ({ tool, onClose }: ToolDetailsDialogProps) => {
  // Back closes the details instead of leaving the directory.
  useDialogHistory(tool !== null, onClose);
  return (
    <Dialog open={tool !== null} onOpenChange={(open) => !open && onClose()}>
      {tool && (
        <DialogContent closeLabel="Close dialog">
          <DialogHeader>
            <DialogTitle>{tool.name}</DialogTitle>
            <DialogDescription>{tool.description}</DialogDescription>
          </DialogHeader>
          <DialogBody tool={tool} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            <TryToolLink tool={tool} size="default">
              Try {tool.name}
            </TryToolLink>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
};
