import { notifications } from '@mantine/notifications';
import { labelText } from './i18n';

/** Toast time from the spec (part 9). */
export const TOAST_MS = 2500;

type Kind = 'success' | 'error' | 'warning' | 'info';
const COLOR: Record<Kind, string> = { success: 'success', error: 'danger', warning: 'warning', info: 'portico' };

function show(kind: Kind, title: string, message?: string, autoClose: number = TOAST_MS): string {
  return notifications.show({
    title,
    message: message ?? '',
    color: COLOR[kind],
    autoClose,
    withBorder: true,
    className: `portico-toast portico-toast-${kind}`,
    'data-testid': `toast-${kind}`,
    // The close button shows only a cross: its name is spoken.
    closeButtonProps: { 'aria-label': labelText({ en: 'Close', es: 'Cerrar' }) },
  });
}

/** Toasts through Mantine notifications (one store, shared by every remote). */
export const toast = {
  success: (title: string, message?: string, autoClose?: number) => show('success', title, message, autoClose),
  error: (title: string, message?: string, autoClose?: number) => show('error', title, message, autoClose),
  warning: (title: string, message?: string, autoClose?: number) => show('warning', title, message, autoClose),
  info: (title: string, message?: string, autoClose?: number) => show('info', title, message, autoClose),
};
