import { administratorWalk } from '../../console-testing/accessibility/admin-walk';

/**
 * Issue 18: the administrator's accessibility walk of the shell's own pages (ADR 0078): the
 * landing dashboard, the error and status pages, and last the lock screen (it locks the session).
 */
administratorWalk({ remote: 'shell', extra: ['/error-404', '/error-500', '/not-authorized', '/comingsoon', '/lock-screen'] });
