import { toast } from 'sonner';
import { toast as text } from '../contracts/messages';

/** Toasts with the catalogue's defaults (spec 8, 9): 'Success!', 'Caution!', 'An error has occurred!'. */
export const notify = {
  success: (message: string = text.success) => toast.success(message),
  warning: (message: string = text.warning) => toast.warning(message),
  error: (message: string = text.error) => toast.error(message),
};

/** Spec 9: toasts last 5000 ms, at most 20, top-right. */
export const TOASTER_PROPS = { position: 'top-right', duration: 5000, visibleToasts: 20, richColors: true, closeButton: true } as const;
