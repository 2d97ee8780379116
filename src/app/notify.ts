// Toasts (product-spec §9): top right, at most 20 at once, 4000 ms by default and for errors,
// 2000 ms for success, loading toasts stay until they are updated.
import { toast, type Id, type ToastOptions } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '../shared/constants.ts';

export const TOAST_CONTAINER_PROPS = {
  position: 'top-right',
  limit: TOAST_LIMIT,
  autoClose: TOAST_DEFAULT_MS,
  newestOnTop: true,
  closeOnClick: false,
  pauseOnFocusLoss: true,
} as const;

export const notify = {
  info: (message: string, options?: ToastOptions): Id => toast.info(message, options),
  error: (message: string, options?: ToastOptions): Id =>
    toast.error(message, { autoClose: TOAST_DEFAULT_MS, ...options }),
  success: (message: string, options?: ToastOptions): Id =>
    toast.success(message, { autoClose: TOAST_SUCCESS_MS, ...options }),
  /** Stays until `settle` replaces it with a success or error toast. */
  loading: (message: string): Id => toast.loading(message),
  settle(id: Id, kind: 'success' | 'error', message: string): void {
    toast.update(id, {
      render: message,
      type: kind,
      isLoading: false,
      autoClose: kind === 'success' ? TOAST_SUCCESS_MS : TOAST_DEFAULT_MS,
    });
  },
};
