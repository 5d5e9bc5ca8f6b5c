import { createGateway } from './create-gateway';
import { gatewayConfigFromEnv } from './gateway-config';

async function main(): Promise<void> {
  const config = gatewayConfigFromEnv();
  const app = await createGateway(config);
  await app.listen(config.port, config.host);
  console.log(`gateway listening on http://${config.host}:${config.port}`);
}

void main();
