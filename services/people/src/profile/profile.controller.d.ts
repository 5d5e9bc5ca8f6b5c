import { type ResourceRequest } from '@portico/contracts';
import { type ResourceService } from '@portico/platform';
/** The signed-in user's own profile (`/user-profile/edit`), for every role. */
export declare class ProfileController {
    private readonly registry;
    constructor(registry: Map<string, ResourceService>);
    private get users();
    read(req: ResourceRequest): Promise<import("@portico/platform").ResourceRecord>;
    update(req: ResourceRequest): Promise<import("@portico/platform").ResourceRecord>;
}
