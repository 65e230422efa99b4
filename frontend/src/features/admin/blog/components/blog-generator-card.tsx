import { useState, type FormEvent } from 'react';
import { PenLine } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { useToast } from '../../../../components/ui/use-toast';
import { FormField, fieldIds, useFieldErrors } from '../../../../components/form-field';
import { IconCard } from '../../shared/icon-card';
import { toastFailure } from '../../shared/toast-failure';
import { type BlogPostPreview, usePreviewBlogPost } from '../api/preview-blog-post';
import { usePublishBlogPost } from '../api/publish-blog-post';
import { blogFailures, invalidTopic, parseTopic } from '../schemas/blog-forms.schema';
import { BlogPreview } from './blog-preview';

const TOPIC = 'blog-topic';

/**
 * Preview, then publish (spec section 4). The topic is optional. Publish sends the previewed post
 * back, so the post published is the one the admin read. Quick generate publishes at once, on a
 * topic the writer picks.
 */
export const BlogGeneratorCard = () => {
  const [topic, setTopic] = useState('');
  const preview = usePreviewBlogPost();
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
    if (checked.ok) preview.mutate(checked.topic, { onError: (error) => toastFailure(blogFailures.preview, error) });
  };

  const published = (title: string) => toast({ title: 'Blog Post Published', description: title });

  const publishPreview = (shown: BlogPostPreview) => {
    publish.mutate(preview.variables === undefined ? { preview: shown } : { topic: preview.variables, preview: shown }, {
      onSuccess: (post) => {
        preview.reset();
        published(post.title);
      },
      onError: (error) => toastFailure(blogFailures.publish, error),
    });
  };

  const quickGenerate = () =>
    publish.mutate({}, {
      onSuccess: (post) => published(post.title),
      onError: (error) => toastFailure(blogFailures.create, error),
    });

  const busy = preview.isPending || publish.isPending;
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
            {preview.isPending ? 'Generating preview...' : 'Preview'}
          </Button>
          <Button variant="outline" onClick={quickGenerate} disabled={busy}>
            {publish.isPending && !preview.data ? 'Generating...' : 'Quick Generate'}
          </Button>
        </div>
      </form>
      {preview.data ? <BlogPreview preview={preview.data} publishing={publish.isPending} onPublish={() => publishPreview(preview.data)} onDiscard={() => preview.reset()} /> : null}
    </IconCard>
  );
};
