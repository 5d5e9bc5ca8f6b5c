export * from './scheduler';
export * from './scheduler-table';
