import { useState, type FormEvent } from 'react';
import { ImageIcon } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { useToast } from '../../../../components/ui/use-toast';
import { FormField, fieldIds, useFieldErrors } from '../../../../components/form-field';
import { IconCard } from '../../shared/icon-card';
import { toastFailure } from '../../shared/toast-failure';
import { useGenerateImage } from '../api/generate-image';
import { blogFailures, imageTestSchema, titleRequired, type ImageTestValues } from '../schemas/blog-forms.schema';

const TITLE = 'image-title';
const DESCRIPTION = 'image-description';

/** Spec section 2, AI image tester: a title (required) and a description (optional) give a cover image. */
export const ImageTesterCard = () => {
  const [values, setValues] = useState<ImageTestValues>({ title: '', description: '' });
  const generate = useGenerateImage();
  const { toast } = useToast();
  const { errors, report, clear, fieldProps } = useFieldErrors(fieldIds(TITLE, DESCRIPTION));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.title.trim() === '') {
      toast({ ...titleRequired, variant: 'destructive' });
      report({ [TITLE]: titleRequired.description });
      return;
    }
    const parsed = imageTestSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      toast({ title: 'Invalid Input', description: `${issue?.path.join('.') || 'input'}: ${issue?.message}`, variant: 'destructive' });
      report({ [issue?.path[0] === 'description' ? DESCRIPTION : TITLE]: issue?.message ?? 'Please check this field' });
      return;
    }
    generate.mutate(
      { title: parsed.data.title, description: parsed.data.description ?? undefined },
      { onError: (error) => toastFailure(blogFailures.image.title, error, blogFailures.image.fallback) },
    );
  };

  const image = generate.data;
  return (
    <IconCard icon={ImageIcon} title="AI image tester" description="Draws a cover image for a title, as a new post would get.">
      <form noValidate onSubmit={submit} className="space-y-3">
        <FormField id={TITLE} label="Title" error={errors[TITLE]}>
          <Input
            id={TITLE}
            required
            value={values.title}
            maxLength={200}
            {...fieldProps(TITLE)}
            onChange={(event) => {
              setValues({ ...values, title: event.target.value });
              clear(TITLE);
            }}
          />
        </FormField>
        <FormField id={DESCRIPTION} label="Description (optional)" error={errors[DESCRIPTION]}>
          <Textarea
            id={DESCRIPTION}
            value={values.description}
            maxLength={1000}
            {...fieldProps(DESCRIPTION)}
            onChange={(event) => {
              setValues({ ...values, description: event.target.value });
              clear(DESCRIPTION);
            }}
          />
        </FormField>
        <Button type="submit" disabled={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate Image'}
        </Button>
      </form>
      {image ? (
        <figure className="space-y-3" aria-label="Generated image">
          <img src={image.previewUrl} alt={image.metadata.alt} className="aspect-video w-full rounded-lg border border-gray-200 object-cover dark:border-gray-800" />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-600 dark:text-gray-400">Preview URL</dt>
            <dd className="break-all font-mono">{image.previewUrl}</dd>
            <dt className="text-gray-600 dark:text-gray-400">Image path</dt>
            <dd className="break-all font-mono">{image.imagePath}</dd>
            <dt className="text-gray-600 dark:text-gray-400">Alt text</dt>
            <dd>{image.metadata.alt}</dd>
            <dt className="text-gray-600 dark:text-gray-400">Title</dt>
            <dd>{image.metadata.title}</dd>
          </dl>
        </figure>
      ) : null}
    </IconCard>
  );
};
