export * from './object-storage';
export * from './local-folder-storage';
export * from './s3-storage';
export * from './storage-from-env';
export * from './file-policy';
export * from './attachments-table';
export * from './attachments-service';
export * from './attachments-controller';
