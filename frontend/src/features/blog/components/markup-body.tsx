import { Fragment } from 'react';
import { parseMarkup, type InlineSpan, type MarkupBlock } from '../../../../../backend/src/contract/markup';

/** The post page's look. The feed gets none: readers style a post themselves, and the app's classes mean nothing there. */
const PAGE_CLASSES = {
  body: 'text-gray-700 dark:text-gray-300',
  h2: 'mt-8 mb-4 text-2xl font-bold text-gray-900 dark:text-gray-100',
  h3: 'mt-6 mb-3 text-xl font-semibold text-gray-900 dark:text-gray-100',
  ol: 'my-4 list-decimal space-y-2 pl-6',
  ul: 'my-4 list-disc space-y-2 pl-6',
  p: 'mb-4 leading-relaxed',
};
const NO_CLASSES: Partial<typeof PAGE_CLASSES> = {};

const Spans = ({ spans }: { spans: InlineSpan[] }) => (
  <>
    {spans.map((span, index) => {
      if (span.kind === 'bold') return <strong key={index}>{span.text}</strong>;
      if (span.kind === 'italic') return <em key={index}>{span.text}</em>;
      return <Fragment key={index}>{span.text}</Fragment>;
    })}
  </>
);

const Block = ({ block, plain }: { block: MarkupBlock; plain: boolean }) => {
  const classes = plain ? NO_CLASSES : PAGE_CLASSES;
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2 className={classes.h2}>
          <Spans spans={block.spans} />
        </h2>
      ) : (
        <h3 className={classes.h3}>
          <Spans spans={block.spans} />
        </h3>
      );
    case 'list': {
      const items = block.items.map((spans, index) => (
        <li key={index}>
          <Spans spans={spans} />
        </li>
      ));
      return block.ordered ? <ol className={classes.ol}>{items}</ol> : <ul className={classes.ul}>{items}</ul>;
    }
    case 'paragraph':
      return (
        <p className={classes.p}>
          <Spans spans={block.spans} />
        </p>
      );
    case 'break':
      // Spacing on the page only: in the feed the blocks' own margins separate them, and an empty element is noise.
      return plain ? null : <div className="h-2" aria-hidden="true" data-testid="markup-break" />;
    default: {
      const unhandled: never = block;
      return unhandled;
    }
  }
};

/**
 * Renders blog body markup as React elements only (no raw HTML, see markup-parser.ts). `plain`: the
 * same elements without the page's classes, spacers or wrapper, as feed readers get them.
 */
export const MarkupBody = ({ content, plain = false }: { content: string; plain?: boolean }) => {
  const blocks = parseMarkup(content).map((block, index) => <Block key={index} block={block} plain={plain} />);
  return plain ? <>{blocks}</> : <div className={PAGE_CLASSES.body}>{blocks}</div>;
};
