import { backgroundWorkReport, launcherFaults } from './background-work';

const line = (service: string, fields: object) => `[${service}] ${JSON.stringify({ level: 30, name: service, ...fields })}`;

describe('backgroundWorkReport', () => {
  it('waits for each declared job and consumer of every domain, then reports done', () => {
    const output = [
      'nats-server started at nats://127.0.0.1:4222',
      line('people-service', { recurringJobs: ['sweep'], msg: 'scheduler started' }),
      line('people-service', { consumers: ['people__mirror__x'], msg: 'event consumers declared' }),
      line('people-service', { recurringJob: 'sweep', msg: 'recurring job ran' }),
    ];
    const waiting = backgroundWorkReport(output, ['people']);
    expect(waiting.done).toBe(false);
    expect(waiting.waitingFor).toEqual(['people-service: consumer people__mirror__x to catch up']);
    output.push(line('people-service', { consumer: 'people__mirror__x', msg: 'event consumer caught up' }));
    expect(backgroundWorkReport(output, ['people'])).toEqual({ done: true, waitingFor: [], jobs: 1, consumers: 1 });
  });

  it('does not take a job of one service for the same name in another, nor a domain that never started', () => {
    const output = [
      line('billing-service', { recurringJobs: ['tick'], msg: 'scheduler started' }),
      line('billing-service', { consumers: [], msg: 'event consumers declared' }),
      line('people-service', { recurringJob: 'tick', msg: 'recurring job ran' }),
    ];
    expect(backgroundWorkReport(output, ['billing', 'people']).waitingFor).toEqual([
      'billing-service: job tick to run',
      'people-service: its scheduler to start',
      'people-service: its consumers to be declared',
    ]);
  });
});

it('finds the embedded database faults in the launcher output', () => {
  const output = [
    '[billing-service] NestedDatabaseUseError: the root handle was used inside its transaction',
    'fine',
    'a wait for the embedded database timed out after 5000 ms',
  ];
  expect(launcherFaults(output)).toEqual([output[0], output[2]]);
});
