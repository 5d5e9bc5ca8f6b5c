import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, posix, relative } from 'node:path';
import { promisify } from 'node:util';
import { envPairs, execForm, parseDockerfile, type Stage } from './dockerfile';

const run = promisify(execFile);

/** An image's file system assembled on this machine, and how its container starts. */
export interface AssembledImage {
  /** The image's `/`. */
  root: string;
  /** WORKDIR, inside root. */
  workdir: string;
  /** ENV, with absolute paths mapped into root. */
  env: Record<string, string>;
  user: string | undefined;
  cmd: string[];
  healthcheck: string[];
}

/**
 * Follows the final stage of a Dockerfile into `root`: COPY from the build stage takes the
 * repository's own build output (the build stage is `COPY . .` plus `npm ci` and `npm run
 * build…`, which is what `npm test` has already done here), COPY from the context takes the
 * repository's file, and RUN `npm ci …` installs for real into the folder. Any other step is
 * refused, so the test cannot silently skip what the image does.
 */
export async function assembleImage(
  dockerfile: string,
  repoRoot: string,
  root: string,
  buildArgs: Record<string, string> = {},
): Promise<AssembledImage> {
  const stages = parseDockerfile(dockerfile, buildArgs);
  const final = stages.at(-1)!;
  const buildRoots = new Map(stages.filter((s) => s !== final && s.name).map((s) => [s.name!, buildStageRoot(s, dockerfile)]));
  let workdir = '/';
  const image: AssembledImage = { root, workdir: root, env: {}, user: undefined, cmd: [], healthcheck: [] };
  for (const { keyword, flags, args } of final.instructions) {
    const inImage = (path: string) => join(root, posix.resolve(workdir, path));
    switch (keyword) {
      case 'WORKDIR':
        workdir = posix.resolve(workdir, args);
        mkdirSync(inImage('.'), { recursive: true });
        break;
      case 'ENV':
        for (const [key, value] of Object.entries(envPairs(args))) image.env[key] = isAbsolute(value) ? join(root, value) : value;
        break;
      case 'COPY': {
        const parts = args.split(/\s+/);
        const destination = parts.pop()!;
        const from = flags.from;
        const base = from ? buildRoots.get(from) : '/';
        if (base === undefined) throw new Error(`${dockerfile}: COPY --from=${from} names no build stage`);
        for (const source of parts) {
          // A path in the build stage is the same path in the repository (the stage copied it whole).
          const inRepo = join(repoRoot, from ? relative(base, source) : source);
          if (!existsSync(inRepo)) throw new Error(`${dockerfile}: ${source} is missing here (run npm run build first)`);
          const target =
            destination.endsWith('/') || parts.length > 1 ? join(inImage(destination), posixBase(source)) : inImage(destination);
          mkdirSync(dirname(target), { recursive: true });
          cpSync(inRepo, target, { recursive: statSync(inRepo).isDirectory() });
        }
        break;
      }
      case 'RUN':
        for (const command of args.split('&&').map((c) => c.trim())) {
          const [program, ...rest] = command.split(/\s+/);
          if (program !== 'npm' || rest[0] !== 'ci')
            throw new Error(`${dockerfile}: the image test does not know how to follow RUN ${command}`);
          // The machine's npm cache stands in for the build's cache mount.
          await run('npm', [...rest, '--prefer-offline'], { cwd: inImage('.'), maxBuffer: 16 * 1024 * 1024 });
        }
        break;
      case 'USER':
        image.user = args;
        break;
      case 'CMD':
        image.cmd = execForm(args);
        break;
      case 'HEALTHCHECK':
        image.healthcheck = execForm(args.replace(/^CMD\s+/, ''));
        break;
      case 'EXPOSE':
        break;
      default:
        throw new Error(`${dockerfile}: the image test does not know how to follow ${keyword}`);
    }
  }
  image.workdir = join(root, workdir);
  return image;
}

/**
 * Where a build stage keeps the repository: its WORKDIR, which must receive the whole build
 * context (`COPY . .`) and then only install and build with the repository's own scripts.
 */
function buildStageRoot(stage: Stage, dockerfile: string): string {
  const workdir = stage.instructions.find((i) => i.keyword === 'WORKDIR')?.args;
  const copies = stage.instructions.filter((i) => i.keyword === 'COPY');
  if (!workdir || copies.length !== 1 || copies[0]!.args !== '. .' || copies[0]!.flags.from)
    throw new Error(`${dockerfile}: build stage ${stage.name} must copy the whole context into its WORKDIR`);
  for (const step of stage.instructions.filter((i) => i.keyword === 'RUN'))
    for (const command of step.args.split('&&').map((c) => c.trim()))
      if (!/^npm (ci|run build(:server)?)( |$)/.test(command))
        throw new Error(`${dockerfile}: build step ${command} is not the repository's install or build`);
  return workdir;
}

function posixBase(path: string): string {
  return path.replace(/\/+$/, '').split('/').pop()!;
}
