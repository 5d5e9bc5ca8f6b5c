/**
 * What the services say about their background work, read from the launcher's output (each
 * child's line is `[<name>] <pino JSON>`): the scheduler names its recurring jobs when it
 * starts and reports each one's first completed run; a service names its event consumers, and
 * each reports once it has caught up with its stream.
 */
interface LogLine {
  service: string;
  msg?: string;
  recurringJobs?: string[];
  recurringJob?: string;
  consumers?: string[];
  consumer?: string;
}

function parse(line: string): LogLine | undefined {
  const match = /^\[([\w-]+)\] (\{.*\})$/.exec(line);
  if (!match) return undefined;
  try {
    return { service: match[1]!, ...(JSON.parse(match[2]!) as Omit<LogLine, 'service'>) };
  } catch {
    return undefined;
  }
}

export interface BackgroundWorkReport {
  done: boolean;
  /** What has not reported yet: a domain that has not started, a job, a consumer. */
  waitingFor: string[];
  jobs: number;
  consumers: number;
}

export function backgroundWorkReport(output: readonly string[], domains: readonly string[]): BackgroundWorkReport {
  const declaredJobs = new Map<string, string[]>();
  const declaredConsumers = new Map<string, string[]>();
  const ran = new Set<string>();
  const caughtUp = new Set<string>();
  for (const raw of output) {
    const line = parse(raw);
    if (!line) continue;
    if (line.msg === 'scheduler started' && line.recurringJobs) declaredJobs.set(line.service, line.recurringJobs);
    if (line.msg === 'event consumers declared' && line.consumers) declaredConsumers.set(line.service, line.consumers);
    if (line.msg === 'recurring job ran' && line.recurringJob) ran.add(`${line.service}:${line.recurringJob}`);
    if (line.msg === 'event consumer caught up' && line.consumer) caughtUp.add(`${line.service}:${line.consumer}`);
  }
  const waitingFor: string[] = [];
  let jobs = 0;
  let consumers = 0;
  for (const domain of domains) {
    const service = `${domain}-service`;
    const serviceJobs = declaredJobs.get(service);
    const serviceConsumers = declaredConsumers.get(service);
    if (!serviceJobs) waitingFor.push(`${service}: its scheduler to start`);
    if (!serviceConsumers) waitingFor.push(`${service}: its consumers to be declared`);
    for (const job of serviceJobs ?? []) {
      jobs += 1;
      if (!ran.has(`${service}:${job}`)) waitingFor.push(`${service}: job ${job} to run`);
    }
    for (const consumer of serviceConsumers ?? []) {
      consumers += 1;
      if (!caughtUp.has(`${service}:${consumer}`)) waitingFor.push(`${service}: consumer ${consumer} to catch up`);
    }
  }
  return { done: waitingFor.length === 0, waitingFor, jobs, consumers };
}

/** The embedded database's faults the launcher's output must never show. */
export function launcherFaults(output: readonly string[]): string[] {
  return output.filter((line) => /NestedDatabaseUseError|a wait for the embedded database timed out/i.test(line));
}
