import { createDomainService, serviceConfigFromEnv } from '@portico/platform';
import { communityService } from './community.service';

void createDomainService(communityService, serviceConfigFromEnv('community')).then(() => {
  console.log('community service listening on NATS');
});
