export * from './create-gateway';
export * from './gateway-config';
export * from './auth/public';
