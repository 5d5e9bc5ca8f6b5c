import { tally } from './stream-census';

/** One completed scheduled run as a replica logged it (the scheduler, at debug). */
export interface JobRun {
  domain: string;
  job: string;
  /** The occurrence served: a recurring job's due time, a one-off job's key. */
  occurrence: string;
}

/** The runs in one replica's log lines (pino JSON; other lines ignored). */
export function jobRuns(domain: string, lines: string[]): JobRun[] {
  const runs: JobRun[] = [];
  for (const text of lines) {
    if (!text.includes('job ran')) continue;
    let line: { msg?: string; recurringJob?: string; dueAt?: string; job?: string; key?: string };
    try {
      line = JSON.parse(text) as typeof line;
    } catch {
      continue;
    }
    if (line.msg === 'recurring job ran' && line.recurringJob && line.dueAt)
      runs.push({ domain, job: line.recurringJob, occurrence: line.dueAt });
    else if (line.msg === 'scheduled job ran' && line.job && line.key) runs.push({ domain, job: line.job, occurrence: line.key });
  }
  return runs;
}

/** Occurrences run more than once, across every replica of a service. */
export function doubledRuns(runs: JobRun[]): string[] {
  return [...tally(runs, (r) => `${r.domain} ${r.job} @ ${r.occurrence}`)].filter(([, n]) => n > 1).map(([key, n]) => `${key}: ${n} runs`);
}
