import { createDomainService, serviceConfigFromEnv } from '@portico/platform';
import { maintenanceService } from './maintenance.service';

void createDomainService(maintenanceService, serviceConfigFromEnv('maintenance')).then(() => {
  console.log('maintenance service listening on NATS');
});
