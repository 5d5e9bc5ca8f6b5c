export declare const GATEWAY_CONFIG = "gateway:config";
export declare const GATEWAY_NATS = "gateway:nats";
