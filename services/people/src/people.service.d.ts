import type { DomainServiceOptions } from '@portico/platform';
import type { IdentityDirectory } from './identity/identity-directory';
import { type Mailer } from '@portico/platform';
/**
 * What the people service is: its resources, migrations, seed, access answers and identity
 * sync. `directory` is where accounts live (dev provider, Keycloak, or none with a test issuer).
 */
export declare function createPeopleService(directory?: IdentityDirectory, mailer?: Mailer): DomainServiceOptions;
export declare const peopleService: DomainServiceOptions;
