import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A random secret kept as `<dir>/<name>`, created once and shared by every process using that
 * data directory (the embedded default's cursor key, sealed-secret key). Deployments on several
 * machines set the matching environment variable instead.
 */
export function dataDirSecret(dir: string, name: string): string {
  const file = join(dir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dir, { recursive: true });
    // Written aside, then linked into place: the first process to start wins, atomically.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(temp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(temp);
    }
    return readFileSync(file, 'utf8').trim();
  }
}
