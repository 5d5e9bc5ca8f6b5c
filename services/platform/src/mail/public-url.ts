/**
 * The address people open Portico at (`PORTICO_PUBLIC_URL`, default `http://localhost:$PORT`),
 * without a trailing slash: mails make their console links absolute from it.
 */
export function publicUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PORTICO_PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, '');
}
