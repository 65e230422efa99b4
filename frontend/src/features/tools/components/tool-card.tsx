import { ExternalLink, Info } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { useHydrated } from '../../../lib/use-hydrated';
import type { Tool } from '@contract/catalogue.contract';
import { ToolImage } from './tool-image';
import { TryToolLink } from './try-tool-link';

/** Spec section 9: a card shows 3 tags. */
const VISIBLE_TAG_COUNT = 3;

type ToolCardProps = { tool: Tool; onShowDetails: (tool: Tool) => void };

export const ToolCard = ({ tool, onShowDetails }: ToolCardProps) => {
  const visibleTags = tool.tags.slice(0, VISIBLE_TAG_COUNT);
  const hiddenTagCount = tool.tags.length - visibleTags.length;
  // Details opens a dialog, which takes the script: until it runs, the button says it cannot be used.
  const hydrated = useHydrated();
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="tool-card">
      <div className="relative">
        <ToolImage tool={tool} className="h-44 w-full" />
        {tool.featured && <Badge tone="featured" className="absolute left-3 top-3">Featured</Badge>}
      </div>
      <CardHeader>
        <CardTitle as="h2">{tool.name}</CardTitle>
        <p className="text-sm text-gray-600 dark:text-gray-400">{tool.description}</p>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {visibleTags.map((tag) => (
          <Badge key={tag} tone="neutral">
            {tag}
          </Badge>
        ))}
        {hiddenTagCount > 0 && <Badge tone="outline">+{hiddenTagCount} more</Badge>}
      </CardContent>
      <CardFooter className="mt-auto gap-2">
        {/* Every card has these two controls: their names carry the tool so a list of them makes sense on its own. */}
        <Button variant="outline" size="sm" disabled={!hydrated} onClick={() => onShowDetails(tool)} className="flex-1" aria-label={`Details for ${tool.name}`}>
          <Info className="h-4 w-4" aria-hidden="true" />
          Details
        </Button>
        <TryToolLink tool={tool} className="flex-1" aria-label={`Try Now: ${tool.name}`}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          Try Now
        </TryToolLink>
      </CardFooter>
    </Card>
  );
};
