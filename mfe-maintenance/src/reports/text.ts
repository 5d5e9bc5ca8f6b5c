import { defineLabels } from '@portico/shell-sdk';

/** The words of the QR poster and the public problem-report page, in English and Spanish. */
export const reportText = defineLabels('mfe-maintenance.problemReports', {
  qrCode: { en: 'QR code', es: 'Código QR' },
  posterTitle: { en: 'Problem report QR code', es: 'Código QR para reportar problemas' },
  print: { en: 'Print', es: 'Imprimir' },
  seeProblem: { en: 'See a problem here?', es: '¿Ve un problema aquí?' },
  scanToReport: {
    en: 'Scan this code with your phone camera to report it to the property management. No account needed.',
    es: 'Escanee este código con la cámara de su teléfono para reportarlo a la administración. No necesita una cuenta.',
  },
  orVisit: { en: 'Or open', es: 'O abra' },
  linkFailed: { en: 'The report link could not be loaded.', es: 'No se pudo cargar el enlace de reporte.' },
  reportTitle: { en: 'Report a problem', es: 'Reportar un problema' },
  at: { en: 'at', es: 'en' },
  intro: {
    en: 'Tell the property management what is wrong. They will contact you if they need more details.',
    es: 'Cuéntele a la administración qué está mal. Le contactarán si necesitan más detalles.',
  },
  title: { en: 'What is the problem?', es: '¿Cuál es el problema?' },
  titlePlaceholder: { en: 'e.g. Water leaking under the sink', es: 'p. ej. Fuga de agua bajo el lavabo' },
  description: { en: 'Details', es: 'Detalles' },
  category: { en: 'Category', es: 'Categoría' },
  urgency: { en: 'Urgency', es: 'Urgencia' },
  name: { en: 'Your name', es: 'Su nombre' },
  contact: { en: 'Email or phone', es: 'Correo electrónico o teléfono' },
  submit: { en: 'Send report', es: 'Enviar reporte' },
  required: { en: 'Required', es: 'Obligatorio' },
  contactInvalid: { en: 'Enter an email address or a phone number', es: 'Ingrese un correo electrónico o un número de teléfono' },
  sent: { en: 'Thank you! Your report was sent', es: '¡Gracias! Su reporte fue enviado' },
  sentText: {
    en: 'The property management has been notified and will review it shortly.',
    es: 'La administración fue notificada y lo revisará pronto.',
  },
  another: { en: 'Report another problem', es: 'Reportar otro problema' },
  notFound: { en: 'This report link is not valid', es: 'Este enlace de reporte no es válido' },
  notFoundText: {
    en: 'The code may be outdated or the place no longer exists. Please contact the property management.',
    es: 'El código puede estar desactualizado o el lugar ya no existe. Comuníquese con la administración.',
  },
  tooMany: {
    en: 'Too many attempts. Please wait a minute and try again.',
    es: 'Demasiados intentos. Espere un minuto e intente de nuevo.',
  },
} as const);
