import { createDomainService, serviceConfigFromEnv } from '@portico/platform';
import { billingService } from './billing.service';

void createDomainService(billingService, serviceConfigFromEnv('billing')).then(() => {
  console.log('billing service listening on NATS');
});
