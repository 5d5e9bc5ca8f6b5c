// First: configures zod before any schema below is built.
import './zod-setup';
export * from './auth/roles';
export * from './auth/claims';
export * from './auth/seed-identities';
export * from './auth/grants';
export * from './errors/envelope';
export * from './messaging/subjects';
export * from './messaging/payloads';
export * from './entities/define';
export * from './entities/permissions';
export * from './entities/schemas';
export * from './entities/money';
export * from './entities/input-rules';
export * from './entities/catalogue';
export * from './entities/import';
export * from './routes/bodies';
export * from './csv/parse';
