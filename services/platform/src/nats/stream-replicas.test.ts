import { streamReplicasFromEnv } from './stream-replicas';

describe('streamReplicasFromEnv', () => {
  it('keeps one copy when nothing is set', () => {
    expect(streamReplicasFromEnv({})).toBe(1);
    expect(streamReplicasFromEnv({ NATS_STREAM_REPLICAS: ' ' })).toBe(1);
  });

  it('reads the replica count of a cluster', () => {
    expect(streamReplicasFromEnv({ NATS_STREAM_REPLICAS: '3' })).toBe(3);
  });

  it.each(['0', '6', '2.5', 'three', '-1'])('refuses %s', (value) => {
    expect(() => streamReplicasFromEnv({ NATS_STREAM_REPLICAS: value })).toThrow(/NATS_STREAM_REPLICAS must be a whole number from 1 to 5/);
  });
});
