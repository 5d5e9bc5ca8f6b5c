export * from './stack';
export * from './edge/edge-server';
export * from './edge/remotes-manifest';
