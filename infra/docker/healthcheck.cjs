// The images' HEALTHCHECK: `node healthcheck.cjs <PORT_VARIABLE> <path>` asks this container's own
// port (named by the variable the process reads it from) and exits 0 only on a 2xx answer.
const [portVariable, path] = process.argv.slice(2);
const port = process.env[portVariable];
if (!port || !path) {
  console.error(`usage: node healthcheck.cjs <PORT_VARIABLE> <path> (${portVariable} is ${port ?? 'unset'})`);
  process.exit(2);
}
fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2500) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
