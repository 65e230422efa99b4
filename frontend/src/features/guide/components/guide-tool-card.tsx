import { ExternalLink } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import type { GuideTool } from '@contract/catalogue.contract';

/** New window without access back to this page. */
const openToolLink = (link: string) => window.open(link, '_blank', 'noopener,noreferrer');

/** Rating, bonus, pricing and implementationTime are deliberately not shown (spec). */
export const GuideToolCard = ({ tool, categoryName }: { tool: GuideTool; categoryName: string }) => (
  <Card className="flex h-full flex-col" data-testid="guide-tool-card">
    <CardHeader>
      <div className="flex items-start justify-between gap-2">
        <CardTitle className="text-lg">{tool.name}</CardTitle>
        {tool.isAffiliate && <Badge tone="partner">Partner</Badge>}
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">{tool.description}</p>
      <div className="flex flex-wrap gap-2 pt-1">
        <Badge tone="neutral">{categoryName}</Badge>
        <Badge tone="outline">{tool.learningCurve} Learning</Badge>
      </div>
    </CardHeader>
    <CardContent className="flex-1 space-y-3 text-sm">
      <div>
        <h4 className="mb-1 font-semibold">Key Features</h4>
        <ul className="flex flex-wrap gap-1.5" aria-label={`Key features of ${tool.name}`}>
          {tool.features.map((feature) => (
            <li key={feature} className="ui-chip">
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="mb-1 font-semibold">Use Case</h4>
        <p className="text-gray-600 dark:text-gray-400">{tool.useCase}</p>
      </div>
    </CardContent>
    <CardFooter>
      <Button className="w-full" onClick={() => openToolLink(tool.link)}>
        Explore {tool.name}
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
      </Button>
    </CardFooter>
  </Card>
);
