import { type DomainEvent } from '@portico/contracts';
import { type Principal } from '@portico/platform';
/** What a subscriber hears of a change: enough to refetch, nothing it could not read itself. */
export interface PushChange {
    module: string;
    entity: string;
    action: string;
    id: string;
    version: number | null;
}
/**
 * Whether, and what, a subscriber may hear of one domain event: only records it could list or
 * read through the API, within its scope (the same rule the services apply in SQL). The record's
 * fields never travel; the console refetches through the scoped API.
 */
export declare function changeFor(event: DomainEvent, principal: Principal): PushChange | undefined;
