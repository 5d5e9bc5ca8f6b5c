import { peopleService } from '../../../people/src/people.service';
import { maintenanceService } from '../maintenance.service';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';

/**
 * People and maintenance behind the gateway, for the maintenance flows' tests: the API as the
 * seeded accounts meet it, plus direct reads of the maintenance database (queued mail, state).
 */
export interface MaintenanceApi extends ApiTestbed {
  sql<T = Record<string, any>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Mail queued by maintenance (effects table) to `to` whose subject contains `about`. */
  mailsTo(to: string, about: string): Promise<{ to: string; subject: string; text: string }[]>;
}

export async function startMaintenanceApi(): Promise<MaintenanceApi> {
  const api = await startApiTestbed({ services: [peopleService, maintenanceService], requestTimeoutMs: 30_000 });
  // Through the service's own connection: the same on PostgreSQL and on the embedded database.
  const sql = <T>(text: string, params: unknown[] = []) => api.database('maintenance').query<T>(text, params);
  // The user mirror (ADR 0021) is filled from people's events: approvals and notices read it.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const [row] = await sql<{ n: number }>(`select count(*)::int as n from maintenance.mirror_records where entity = 'user'`);
    if (row!.n >= 5) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    ...api,
    sql,
    // What people were told: this service's notices (ADR 0038; community delivers inbox and
    // mail), each recipient by their mirrored address, and the mail it sends by itself.
    async mailsTo(to, about) {
      return sql(
        `select * from (
           select u.data->>'email' as to, o.payload->'data'->'text'->'title'->>'en' as subject,
                  o.payload->'data'->'text'->'body'->>'en' as text, o.created_at
             from maintenance.outbox o
             cross join jsonb_array_elements_text(o.payload->'data'->'recipientUserIds') as r(id)
             join maintenance.mirror_records u on u.entity = 'user' and u.id::text = r.id
            where o.subject = 'maintenance.notice.requested'
           union all
           select payload->>'to', payload->>'subject', payload->>'text', created_at from maintenance.effects where kind = 'mail'
         ) told where told.to = $1 and told.subject like '%' || $2 || '%' order by created_at`,
        [to, about],
      );
    },
    async stop() {
      await api.stop();
    },
  };
}
