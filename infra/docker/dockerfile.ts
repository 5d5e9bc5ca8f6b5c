import { readFileSync } from 'node:fs';

/** One instruction of a Dockerfile, its `--flag=value` options apart from its arguments. */
export interface Instruction {
  keyword: string;
  flags: Record<string, string>;
  args: string;
}

export interface Stage {
  image: string;
  name?: string;
  instructions: Instruction[];
}

/**
 * Reads a Dockerfile into its stages, with `${ARG}` and `${ENV}` substituted the way the builder
 * does for the instructions the image tests follow. Only the subset the images use is known.
 */
export function parseDockerfile(path: string, buildArgs: Record<string, string> = {}): Stage[] {
  const lines = readFileSync(path, 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  let vars: Record<string, string> = {};
  for (const line of lines) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    const stage = stages.at(-1);
    if (upper === 'ARG') {
      const [name = '', value] = rest.split('=');
      const resolved = buildArgs[name] ?? (value !== undefined ? substitute(value, vars) : (globalArgs[name] ?? vars[name]));
      if (!stage) globalArgs[name] = resolved ?? '';
      else vars[name] = resolved ?? '';
      continue;
    }
    if (upper === 'FROM') {
      const [image = '', as, name] = substitute(rest, globalArgs).split(/\s+/);
      stages.push({ image, ...(as?.toUpperCase() === 'AS' && name ? { name } : {}), instructions: [] });
      vars = {};
      continue;
    }
    if (!stage) throw new Error(`${path}: ${keyword} before FROM`);
    const flags: Record<string, string> = {};
    let args = substitute(rest, vars);
    for (let flag = /^--([a-z-]+)=(\S+)\s+/.exec(args); flag; flag = /^--([a-z-]+)=(\S+)\s+/.exec(args)) {
      flags[flag[1]!] = flag[2]!;
      args = args.slice(flag[0].length);
    }
    if (upper === 'ENV') Object.assign(vars, envPairs(args));
    stage.instructions.push({ keyword: upper, flags, args });
  }
  return stages;
}

/** `ENV A=1 B=2` as pairs (the images use the `key=value` form only). */
export function envPairs(args: string): Record<string, string> {
  return Object.fromEntries(
    args.split(/\s+/).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`ENV ${args}: only key=value pairs are supported`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** The exec form `["node", "x.js"]` of CMD and HEALTHCHECK. */
export function execForm(args: string): string[] {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) throw new Error(`not an exec form: ${args}`);
  return parsed;
}

function substitute(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => vars[name] ?? '');
}
