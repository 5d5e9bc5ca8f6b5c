// `@portico/contracts/kit`: the shared kit without any domain's definitions (ADR 0074). A remote
// takes this and its own domain's entry, so its bundle carries no other domain's catalogue.
// First: configures zod before any schema below is built.
import './zod-setup';
export * from './auth/roles';
export * from './auth/claims';
export * from './auth/seed-identities';
export * from './errors/envelope';
export * from './messages';
export * from './messaging/subjects';
export * from './messaging/payloads';
export * from './messaging/history';
export * from './messaging/notices';
export * from './messaging/registry';
export * from './entities/define';
export * from './entities/labels';
export * from './entities/field-visibility';
export * from './entities/list-columns';
export * from './entities/permissions';
export * from './entities/actions';
export * from './entities/routes';
export * from './entities/schemas';
export * from './entities/money';
export * from './entities/input-rules';
export * from './entities/daily-activity';
export * from './entities/domain-catalogue';
export * from './entities/import';
export * from './entities/attachments';
export * from './entities/definition-zod';
export * from './csv/parse';
export * from './csv/write';
export * from './recurrence';
export * from './domain/calendar-days';
export * from './domain/weekly-hours';
export * from './domain/backoff';
export * from './display/format';
export * from './domain/vendor-compliance';
export * from './webhooks/webhooks';
