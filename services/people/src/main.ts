import { createDomainService, serviceConfigFromEnv } from '@portico/platform';
import { peopleService } from './people.service';

void createDomainService(peopleService, serviceConfigFromEnv('people')).then(() => {
  console.log('people service listening on NATS');
});
