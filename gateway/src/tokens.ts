export const GATEWAY_CONFIG = 'gateway:config';
export const GATEWAY_NATS = 'gateway:nats';
