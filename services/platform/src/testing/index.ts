export * from './private-instances';
export * from './test-database';
export * from './test-issuer';
export * from './domain-service-harness';
export * from './isolated-nats';
export * from './sample-values';
export * from './sample-files';
export * from './authed-nats';
