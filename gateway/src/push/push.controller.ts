import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HEADERS, type DomainEvent } from '@portico/contracts';
import { AUTHENTICATED_ONLY, RequirePermission, TokenVerifier, type Principal } from '@portico/platform';
import type { AuthedRequest } from '../auth/http-auth.guard';
import { EventFanout } from './event-fanout';
import { changeFor } from './push-filter';

/** How often the stream re-checks the caller's access (revocation, expiry) and keeps proxies awake. */
const RECHECK_MS = 15_000;

/**
 * Server-sent events: the changes the signed-in user may see, live. Each message names a
 * record (module, id, action); the console refetches it through the scoped API. The stream
 * ends when the token expires or access is revoked; the client reconnects with a fresh token.
 */
@Controller('api/v1/push')
export class PushController {
  constructor(
    @Inject(EventFanout) private readonly fanout: EventFanout,
    private readonly verifier: TokenVerifier,
  ) {}

  @Get('changes')
  @RequirePermission(AUTHENTICATED_ONLY)
  changes(@Req() req: AuthedRequest, @Res() res: Response): void {
    let principal: Principal = req.principal!;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write('retry: 3000\n\n');
    // While a check that access changed is under way, changes wait for its answer: none is
    // delivered on the strength of access that may just have ended.
    let held: DomainEvent[] | undefined;
    const deliver = (event: DomainEvent) => {
      const change = changeFor(event, principal);
      if (change) res.write(`id: ${event.id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`);
    };
    const unsubscribe = this.fanout.subscribe((event) => (held ? held.push(event) : deliver(event)));
    const viewAs = req.headers[HEADERS.viewAs];
    let ended = false;
    const check = (hold = false) => {
      if (hold) held ??= [];
      this.verifier
        .verifyAuthorization(req.headers.authorization, typeof viewAs === 'string' ? viewAs : undefined)
        .then((fresh) => {
          principal = fresh;
          if (ended) return;
          const waiting = held ?? [];
          held = undefined;
          waiting.forEach(deliver);
          res.write(': keep-alive\n\n');
        })
        .catch(() => {
          if (ended) return;
          ended = true;
          unsubscribe();
          res.write('event: end\ndata: {"reason":"session"}\n\n');
          res.end();
        });
    };
    const recheck = setInterval(() => check(), RECHECK_MS);
    recheck.unref();
    // Access ended (a user archived, a role taken away): re-check now, so the stream stops at
    // once instead of delivering until the next interval.
    const stopWatching = this.verifier.onAccessChange((userId) => {
      if (!userId || userId === principal.userId || userId === principal.viewedBy) check(true);
    });
    res.on('close', () => {
      ended = true;
      clearInterval(recheck);
      stopWatching();
      unsubscribe();
    });
  }
}
