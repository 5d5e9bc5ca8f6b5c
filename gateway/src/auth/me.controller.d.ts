import type { AuthedRequest } from './http-auth.guard';
import { ServiceClient } from '../resources/service-client';
/** The console's view of the signed-in user: identity, scope and granted permission slugs. */
export declare class MeController {
    private readonly services;
    constructor(services: ServiceClient);
    /** The signed-in user's own profile, whatever their role. */
    profile(req: AuthedRequest): Promise<unknown>;
    updateProfile(req: AuthedRequest, body: unknown): Promise<unknown>;
    me(req: AuthedRequest): {
        userId: string;
        email: string | null;
        name: string | null;
        roles: ("administrator" | "parent" | "super-user" | "editor" | "property-manager" | "staff" | "resident" | "vendor")[];
        orgId: string | null;
        propertyIds: string[];
        unitIds: string[];
        vendorId: string | null;
        permissions: string[];
        viewedBy: string | null;
    };
}
