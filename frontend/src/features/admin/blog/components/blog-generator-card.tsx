import type { FormEvent } from 'react';
import { PenLine } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { useToast } from '../../../../components/ui/use-toast';
import { FormField, fieldIds, useFieldErrors } from '../../../../components/form-field';
import { IconCard } from '../../shared/icon-card';
import { toastFailure } from '../../shared/toast-failure';
import { usePreviewBlogPost } from '../api/preview-blog-post';
import { usePublishBlogPost } from '../api/publish-blog-post';
import { blogFailures, invalidTopic, parseTopic } from '../schemas/blog-forms.schema';
import { blogGeneratorWork, type BlogGeneratorWork } from '../stores/blog-generator';
import { BlogPreview } from './blog-preview';

const TOPIC = 'blog-topic';

/**
 * Preview, then publish (spec section 4). The topic is optional. Publish sends the previewed post
 * back, so the post published is the one the admin read. Quick generate publishes at once, on a
 * topic the writer picks.
 */
export const BlogGeneratorCard = () => {
  // In the session store, not component state: a look at the posts list must not lose the preview.
  const { topic, preview: shown } = blogGeneratorWork.useValue();
  const setTopic = (next: string) => blogGeneratorWork.update((work) => ({ ...work, topic: next }));
  const forgetPreview = () => blogGeneratorWork.update((work) => ({ ...work, preview: null }));
  const { preview, writing } = usePreviewBlogPost(
    (post, sentTopic) => blogGeneratorWork.update((work) => ({ ...work, preview: { topic: sentTopic ?? null, post } })),
    (error) => toastFailure(blogFailures.preview, error),
  );
  const publish = usePublishBlogPost();
  const { toast } = useToast();
  const { errors, report, clear, fieldProps } = useFieldErrors(fieldIds(TOPIC));

  const checkedTopic = () => {
    const checked = parseTopic(topic);
    if (!checked.ok) {
      toast({ ...invalidTopic, description: checked.message, variant: 'destructive' });
      report({ [TOPIC]: checked.message });
    }
    return checked;
  };

  const requestPreview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkedTopic();
    if (checked.ok) preview(checked.topic);
  };

  const published = (title: string) => toast({ title: 'Blog Post Published', description: title });

  const publishPreview = ({ topic: previewedOn, post }: NonNullable<BlogGeneratorWork['preview']>) => {
    publish.mutate(previewedOn === null ? { preview: post } : { topic: previewedOn, preview: post }, {
      onSuccess: (created) => {
        forgetPreview();
        published(created.title);
      },
      onError: (error) => toastFailure(blogFailures.publish, error),
    });
  };

  const quickGenerate = () =>
    publish.mutate({}, {
      onSuccess: (post) => published(post.title),
      onError: (error) => toastFailure(blogFailures.create, error),
    });

  const busy = writing || publish.isPending;
  return (
    <IconCard icon={PenLine} title="Write a blog post" description="Preview a post written by the AI writer, then publish it; or let quick generate publish one at once.">
      <form noValidate onSubmit={requestPreview} className="space-y-3">
        <FormField id={TOPIC} label="Custom topic (optional)" error={errors[TOPIC]}>
          <Input
            id={TOPIC}
            value={topic}
            maxLength={300}
            placeholder="e.g. AI tools for small accounting firms"
            {...fieldProps(TOPIC)}
            onChange={(event) => {
              setTopic(event.target.value);
              clear(TOPIC);
            }}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {writing ? 'Generating preview...' : 'Preview'}
          </Button>
          <Button variant="outline" onClick={quickGenerate} disabled={busy}>
            {publish.isPending && !shown ? 'Generating...' : 'Quick Generate'}
          </Button>
        </div>
      </form>
      {shown ? <BlogPreview preview={shown.post} publishing={publish.isPending} onPublish={() => publishPreview(shown)} onDiscard={forgetPreview} /> : null}
    </IconCard>
  );
};
