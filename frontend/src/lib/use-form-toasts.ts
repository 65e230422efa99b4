import { useToast, type ToastInput } from '../components/ui/use-toast';

/**
 * The toasts of a visitor form that checks its input, sends it and then shows a success state
 * (subscribe, preferences, unsubscribe, data deletion, contact). `problem` shows a destructive toast
 * (invalid input, a refused request); `succeeded` closes it, so an earlier error never stands next
 * to the success state, nor follows the visitor to the page after it.
 */
export const useFormToasts = () => {
  const { toast, dismiss } = useToast();
  return {
    problem: (input: ToastInput) => toast({ ...input, variant: 'destructive' }),
    succeeded: () => dismiss(),
  };
};
