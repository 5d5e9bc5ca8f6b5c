/**
 * The deliveries' module name, written out: the bell loads on every page of the console, and
 * importing it from the community definitions would bring them all (and the remote's zod) to
 * each first load. bell-module.test.ts holds it to the entity's own.
 */
export const BELL_MODULE = 'notification-deliveries';
