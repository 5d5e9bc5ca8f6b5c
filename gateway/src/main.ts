import { createLogger, installProcessGuards } from '@portico/platform';
import { createGateway } from './create-gateway';
import { gatewayConfigFromEnv } from './gateway-config';

async function main(): Promise<void> {
  const config = gatewayConfigFromEnv();
  const app = await createGateway(config);
  await app.listen(config.port, config.host);
  // Only once serving: a failure to start must still end the process.
  installProcessGuards(createLogger('gateway'));
  console.log(`gateway listening on http://${config.host}:${config.port}`);
}

void main();
