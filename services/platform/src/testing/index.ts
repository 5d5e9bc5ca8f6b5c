export * from './private-instances';
export * from './test-database';
