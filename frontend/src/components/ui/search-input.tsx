import { forwardRef, type InputHTMLAttributes } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/class-names';
import { Input } from './input';

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { wrapperClassName?: string };

/** A search field with a magnifier inside it; name it with `aria-label` when no label is shown. */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(({ wrapperClassName, className, ...props }, ref) => (
  <div className={cn('relative', wrapperClassName)}>
    <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" aria-hidden="true" />
    <Input ref={ref} type="search" className={cn('pl-9', className)} {...props} />
  </div>
));
SearchInput.displayName = 'SearchInput';
