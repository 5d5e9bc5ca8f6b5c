import { Controller, Inject, Req, Sse, type MessageEvent } from '@nestjs/common';
import { Observable } from 'rxjs';
import { HEADERS, PorticoError, type DomainEvent } from '@portico/contracts';
import { AUTHENTICATED_ONLY, RequirePermission, TokenVerifier, type Principal } from '@portico/platform';
import type { AuthedRequest } from '../auth/http-auth.guard';
import { EventFanout } from './event-fanout';
import { changeFor } from './push-filter';

/** How often the stream re-checks the caller's access (revocation, expiry) and keeps proxies awake. */
const RECHECK_MS = 15_000;
/** How long a browser waits before it reconnects a dropped stream (the SSE `retry` field). */
const RETRY_MS = 3000;
/** A re-check that could not reach the people service (a replica gone) is tried again this soon. */
const TRANSIENT_RETRY_MS = 1000;
/** How long re-checks may keep failing for want of an answer before the stream ends. */
const TRANSIENT_LIMIT_MS = 60_000;

/** No answer from the people service is not a refusal: the stream survives a replica's death. */
function isTransient(err: unknown): boolean {
  return err instanceof PorticoError && (err.code === 'SERVICE_UNAVAILABLE' || err.code === 'TIMEOUT');
}

/**
 * Server-sent events on Nest's `@Sse()` (ADR 0068): the changes the signed-in user may see,
 * live. Each `change` names a record (module, id, action); the console refetches it through the
 * scoped API. The stream ends with an `end` event when the token expires or access is revoked;
 * the client reconnects with a fresh token. A reconnect that sends `Last-Event-ID` gets what it
 * missed, when this gateway still holds it, else a `reset` (refetch everything on screen).
 */
@Controller('api/v1/push')
export class PushController {
  constructor(
    @Inject(EventFanout) private readonly fanout: EventFanout,
    private readonly verifier: TokenVerifier,
  ) {}

  @Sse('changes')
  @RequirePermission(AUTHENTICATED_ONLY)
  changes(@Req() req: AuthedRequest): Observable<MessageEvent> {
    return new Observable<MessageEvent>((out) => {
      let principal: Principal = req.principal!;
      const lastEventId = req.headers['last-event-id'];
      const resumeFrom = typeof lastEventId === 'string' && lastEventId ? lastEventId : undefined;
      // The first message commits the headers at once; its id keeps the client's resume point
      // (Nest would otherwise number it).
      out.next({ retry: RETRY_MS, id: resumeFrom ?? '', comment: 'connected' });

      const deliver = (event: DomainEvent) => {
        const change = changeFor(event, principal);
        if (change) out.next({ id: event.id, type: 'change', data: change });
      };
      // While a check that access changed is under way, changes wait for its answer: none is
      // delivered on the strength of access that may just have ended.
      let held: DomainEvent[] | undefined;
      const unsubscribe = this.fanout.subscribe((event) => (held ? held.push(event) : deliver(event)));
      if (resumeFrom) {
        const missed = this.fanout.since(resumeFrom);
        if (missed) missed.forEach(deliver);
        else out.next({ type: 'reset', data: { reason: 'resume point no longer held' } });
      }

      const viewAs = req.headers[HEADERS.viewAs];
      let ended = false;
      let unansweredSince: number | undefined;
      let retry: NodeJS.Timeout | undefined;
      const check = (hold = false) => {
        if (hold) held ??= [];
        this.verifier
          .verifyAuthorization(req.headers.authorization, typeof viewAs === 'string' ? viewAs : undefined)
          .then((fresh) => {
            principal = fresh;
            unansweredSince = undefined;
            if (ended) return;
            const waiting = held ?? [];
            held = undefined;
            waiting.forEach(deliver);
            out.next({ comment: 'keep-alive' });
          })
          .catch((err: unknown) => {
            if (ended) return;
            if (isTransient(err) && Date.now() - (unansweredSince ??= Date.now()) < TRANSIENT_LIMIT_MS) {
              // Held changes stay held until an answer says they may still be seen.
              clearTimeout(retry);
              retry = setTimeout(() => check(), TRANSIENT_RETRY_MS);
              retry.unref();
              return;
            }
            ended = true;
            unsubscribe();
            out.next({ type: 'end', data: { reason: isTransient(err) ? 'unavailable' : 'session' } });
            out.complete();
          });
      };
      const recheck = setInterval(() => check(), RECHECK_MS);
      recheck.unref();
      // Access ended (a user archived, a role taken away): re-check now, so the stream stops at
      // once instead of delivering until the next interval.
      const stopWatching = this.verifier.onAccessChange((userId) => {
        if (!userId || userId === principal.userId || userId === principal.viewedBy) check(true);
      });
      // Nest unsubscribes when the client goes, the stream completes or the client stops reading.
      return () => {
        ended = true;
        clearInterval(recheck);
        clearTimeout(retry);
        stopWatching();
        unsubscribe();
      };
    });
  }
}
