import { natsAuthFromEnv, natsConnectionOptions } from './connect';

describe('NATS credentials from the environment', () => {
  it('connects anonymously, as before, when nothing is set', () => {
    expect(natsAuthFromEnv('gateway', { NATS_URL: 'nats://x:4222' })).toBeUndefined();
    expect(natsConnectionOptions(undefined)).toEqual({});
  });

  it('reads user, password, TLS files and an inbox prefix of the identity', () => {
    const auth = natsAuthFromEnv('community', {
      NATS_USER: 'community',
      NATS_PASSWORD: 's3cret',
      NATS_TLS_CA: '/etc/nats/ca.pem',
      NATS_TLS_CERT: '/etc/nats/community.pem',
      NATS_TLS_KEY: '/etc/nats/community-key.pem',
    });
    expect(auth).toEqual({
      user: 'community',
      password: 's3cret',
      tls: { caFile: '/etc/nats/ca.pem', certFile: '/etc/nats/community.pem', keyFile: '/etc/nats/community-key.pem' },
      inboxPrefix: '_INBOX.community',
    });
    expect(natsConnectionOptions(auth)).toMatchObject({ user: 'community', pass: 's3cret', inboxPrefix: '_INBOX.community' });
  });

  it('takes a configured inbox prefix over the default', () => {
    expect(natsAuthFromEnv('gateway', { NATS_CREDS: '/etc/nats/gw.creds', NATS_INBOX_PREFIX: '_INBOX_gw' })).toEqual({
      credsFile: '/etc/nats/gw.creds',
      inboxPrefix: '_INBOX_gw',
    });
  });
});
