import type { Label } from '@portico/contracts/kit';
import { defineLabels } from '@portico/shell-sdk';

/** The maintenance analytics page's words. */
export const analyticsText = defineLabels('mfe-maintenance.analytics', {
  title: { en: 'Maintenance Analytics', es: 'Analítica de mantenimiento' },
  from: { en: 'Created from', es: 'Creadas desde' },
  to: { en: 'Created to', es: 'Creadas hasta' },
  total: { en: 'Work orders', es: 'Órdenes de trabajo' },
  open: { en: 'Open', es: 'Abiertas' },
  overdue: { en: 'Overdue', es: 'Vencidas' },
  meanDays: { en: 'Mean time to complete', es: 'Tiempo medio de resolución' },
  days: { en: 'days', es: 'días' },
  onTime: { en: 'Completed on time', es: 'Completadas a tiempo' },
  ofCompleted: { en: 'of completed orders', es: 'de las órdenes completadas' },
  byState: { en: 'Orders by status', es: 'Órdenes por estado' },
  byCategory: { en: 'Orders by category', es: 'Órdenes por categoría' },
  byProperty: { en: 'Orders by property', es: 'Órdenes por propiedad' },
  orders: { en: 'Orders', es: 'Órdenes' },
  none: { en: 'None', es: 'Sin asignar' },
} satisfies Record<string, Label>);
