import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

/** Spec section 9: each toast shows for 5000 ms; F8 moves focus to the notification region. */
export const TOAST_DURATION_MS = 5000;
const TOAST_HOTKEY = ['F8'];

export const Toaster = () => {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION_MS}>
      {toasts.map(({ id, title, description, detail, variant, open }) => (
        <Toast key={id} open={open} variant={variant} onOpenChange={(next) => (next ? undefined : dismiss(id))}>
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
            {detail ? <ToastDescription>{detail}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} />
    </ToastProvider>
  );
};
