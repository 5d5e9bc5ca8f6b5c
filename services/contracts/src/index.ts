// The whole package: the shared kit and every domain's definitions, with what reads them all
// (the compiled catalogue, default grants, mirrors). A remote imports \`./kit\` and its own
// domain's entry instead (ADR 0074).
export * from './kit';
export * from './entities/catalogue';
export * from './auth/grants';
export * from './entities/mirrors';
// Server side only: the relay's copies and the gateway's deny of the old action-event subjects.
export * from './messaging/legacy-action-events';
