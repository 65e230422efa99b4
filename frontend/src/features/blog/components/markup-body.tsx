import { Fragment } from 'react';
import { parseMarkup, type InlineSpan, type MarkupBlock } from '../../../../../backend/src/contract/markup';

const Spans = ({ spans }: { spans: InlineSpan[] }) => (
  <>
    {spans.map((span, index) => {
      if (span.kind === 'bold') return <strong key={index}>{span.text}</strong>;
      if (span.kind === 'italic') return <em key={index}>{span.text}</em>;
      return <Fragment key={index}>{span.text}</Fragment>;
    })}
  </>
);

const Block = ({ block }: { block: MarkupBlock }) => {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2 className="mt-8 mb-4 text-2xl font-bold text-gray-900 dark:text-gray-100">
          <Spans spans={block.spans} />
        </h2>
      ) : (
        <h3 className="mt-6 mb-3 text-xl font-semibold text-gray-900 dark:text-gray-100">
          <Spans spans={block.spans} />
        </h3>
      );
    case 'list': {
      const items = block.items.map((spans, index) => (
        <li key={index}>
          <Spans spans={spans} />
        </li>
      ));
      return block.ordered ? (
        <ol className="my-4 list-decimal space-y-2 pl-6">{items}</ol>
      ) : (
        <ul className="my-4 list-disc space-y-2 pl-6">{items}</ul>
      );
    }
    case 'paragraph':
      return (
        <p className="mb-4 leading-relaxed">
          <Spans spans={block.spans} />
        </p>
      );
    case 'break':
      return <div className="h-2" aria-hidden="true" data-testid="markup-break" />;
    default: {
      const unhandled: never = block;
      return unhandled;
    }
  }
};

/** Renders blog body markup as React elements only (no raw HTML, see markup-parser.ts). */
export const MarkupBody = ({ content }: { content: string }) => (
  <div className="text-gray-700 dark:text-gray-300">
    {parseMarkup(content).map((block, index) => (
      <Block key={index} block={block} />
    ))}
  </div>
);
