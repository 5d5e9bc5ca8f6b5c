// The whole package: the shared kit and every domain's definitions, with what reads them all
// (the compiled catalogue, default grants, mirrors). A remote imports \`./kit\` and its own
// domain's entry instead (ADR 0074).
export * from './kit';
export * from './entities/catalogue';
export * from './auth/grants';
export * from './entities/mirrors';
