export * from './types';
export * from './render';
export * from './zod';
export { MESSAGE_CATALOGUE, type MessageKey } from './catalogue';
export * from './localize';
