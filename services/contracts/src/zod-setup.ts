import { z } from 'zod';
import { configureZodMessages } from './messages/zod';

/**
 * In a browser zod would probe `new Function` (when a schema is built) to compile faster
 * parsers; the console's CSP forbids eval (`script-src 'self'`) and reports even the probe as a
 * violation. Imported before any schema is made. Servers keep the compiled parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

// zod's own messages (checks no schema words) in the reader's language too (ADR 0077).
configureZodMessages();
