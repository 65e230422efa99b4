import { Newspaper } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { IconCard } from '../../shared/icon-card';
import { useAnalyzeNews } from '../api/analyze-news';
import { ANALYSIS_FAILED } from '../schemas/email-texts';
import { httpFailure } from '../../shared/http-failure';

/** Spec section 2: news analysis (GPT-4o, or the offline digest of the catalogue) as headline, summary and category. */
export const NewsAnalysisCard = () => {
  const analyze = useAnalyzeNews();
  const run = () => analyze.mutate(undefined, { onError: (error) => toast({ title: ANALYSIS_FAILED, description: httpFailure(error), variant: 'destructive' }) });
  return (
    <IconCard icon={Newspaper} title="News analysis" description="GPT-4o reads the news about the directory's tools and picks what matters for the next newsletter.">
      <Button onClick={run} disabled={analyze.isPending}>
        {analyze.isPending ? 'Analyzing...' : 'Analyze News'}
      </Button>
      {analyze.data ? (
        <ul aria-label="News items" className="space-y-3">
          {analyze.data.newsItems.map((item, index) => (
            <li key={`${index}-${item.headline}`} className="space-y-1 rounded-md border border-gray-200 p-3 dark:border-gray-800">
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="font-semibold">{item.headline}</h4>
                <Badge tone="neutral">{item.category}</Badge>
              </div>
              <p className="text-sm text-gray-700 dark:text-gray-300">{item.summary}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </IconCard>
  );
};
