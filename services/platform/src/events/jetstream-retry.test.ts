import { isTransientJetStreamError, retryWhileTransient } from './jetstream-retry';

const timeout = Object.assign(new Error('TIMEOUT'), { code: 'TIMEOUT' });
const unavailable = Object.assign(new Error('JetStream system temporarily unavailable'), { api_error: { err_code: 10008, code: 503 } });
const refused = Object.assign(new Error('stream name already in use with a different configuration'), {
  api_error: { err_code: 10058, code: 400 },
});

describe('isTransientJetStreamError', () => {
  it.each([
    ['a timed-out request', timeout, true],
    ['no meta leader', unavailable, true],
    ['no responders', Object.assign(new Error('503'), { code: '503' }), true],
    ['a refused configuration', refused, false],
    ['nothing', undefined, false],
  ])('%s', (_case, err, transient) => {
    expect(isTransientJetStreamError(err)).toBe(transient);
  });
});

describe('retryWhileTransient', () => {
  it('tries again after a transient answer and returns the result', async () => {
    let calls = 0;
    const result = await retryWhileTransient('a stream', async () => {
      calls += 1;
      if (calls < 3) throw timeout;
      return 'made';
    });
    expect({ result, calls }).toEqual({ result: 'made', calls: 3 });
  });

  it('gives up at once on an answer that will not change', async () => {
    let calls = 0;
    await expect(
      retryWhileTransient('a stream', async () => {
        calls += 1;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
  });
});
