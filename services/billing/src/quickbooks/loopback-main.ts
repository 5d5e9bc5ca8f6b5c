import { QuickbooksLoopback } from './loopback-server';

/** The loopback as its own process: the embedded default (`npm start`) runs it beside billing. */
const loopback = new QuickbooksLoopback();
void loopback.start(Number(process.env.QUICKBOOKS_LOOPBACK_PORT ?? 0), process.env.QUICKBOOKS_LOOPBACK_HOST ?? '127.0.0.1').then((url) => {
  console.log(`quickbooks loopback listening at ${url}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void loopback.stop().then(() => process.exit(0)));
