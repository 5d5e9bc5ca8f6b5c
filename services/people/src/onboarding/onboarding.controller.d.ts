import { type ResourceRequest } from '@portico/contracts';
import { InviteAcceptance } from './invite-acceptance';
import { JoinRequests } from './join-requests';
export declare const ONBOARDING_SUBJECTS: {
    readonly inviteLookup: "people.invite.lookup";
    readonly inviteAccept: "people.invite.accept";
    readonly joinSubmit: "people.joinRequest.submit";
    readonly joinDecide: "people.joinRequest.decide";
};
/** Invitations and join requests beyond the generic list/view screens. Every input is parsed first. */
export declare class OnboardingController {
    private readonly invites;
    private readonly joins;
    constructor(invites: InviteAcceptance, joins: JoinRequests);
    lookup(req: ResourceRequest): Promise<{
        email: unknown;
        firstName: {} | null;
        lastName: {} | null;
        role: {} | null;
        org: {} | null;
        expiresAt: unknown;
    }>;
    accept(req: ResourceRequest): Promise<{
        email: unknown;
        userId: string;
    }>;
    submit(req: ResourceRequest): Promise<{
        id: string;
        requestStatus: string;
    }>;
    decide(req: ResourceRequest): Promise<import("@portico/platform").ResourceRecord>;
}
