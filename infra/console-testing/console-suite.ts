import { launchBrowser } from './browser';
import { startStackForTest, type RunningStack } from './stack-harness';

export interface ConsoleSuite {
  stack: RunningStack;
  browser: Awaited<ReturnType<typeof launchBrowser>>;
}

/**
 * The product started as `npm start` starts it, and one browser, for the tests of one file:
 * started before them, stopped after. Read `suite.stack` and `suite.browser` inside tests.
 */
export function consoleSuite(): ConsoleSuite {
  const suite = {} as ConsoleSuite;
  beforeAll(async () => {
    suite.stack = await startStackForTest();
    suite.browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.stack?.stop();
  });
  return suite;
}

/** The mail the embedded sink received for `address`, once it has arrived. */
export async function mailTo(baseUrl: string, address: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { messages } = (await (await fetch(`${baseUrl}/dev/mail.json`)).json()) as {
      messages: { to: string[]; subject: string; text: string }[];
    };
    const found = messages.find((m) => m.to.includes(address));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address}`);
}
