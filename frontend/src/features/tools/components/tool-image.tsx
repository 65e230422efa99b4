import { useImageFailure } from '../../../components/image-with-fallback';
import { cn } from '../../../lib/class-names';
import type { Tool } from '@contract/catalogue.contract';

type ToolImageProps = { tool: Pick<Tool, 'name' | 'image' | 'gradientFrom' | 'gradientTo'>; className?: string };

/** The tool's picture; when it fails to load (also before the page hydrated), a gradient panel with the tool's initial stands in. */
export const ToolImage = ({ tool, className }: ToolImageProps) => {
  const { failed, ref, onError } = useImageFailure(tool.image);
  if (failed || !tool.image) {
    return (
      <div
        role="img"
        aria-label={tool.name}
        className={cn('flex items-center justify-center bg-linear-to-br text-4xl font-bold text-white', tool.gradientFrom, tool.gradientTo, className)}
      >
        {tool.name.charAt(0).toUpperCase()}
      </div>
    );
  }
  return <img ref={ref} src={tool.image} alt={tool.name} loading="lazy" onError={onError} className={cn('object-cover', className)} />;
};
