import { and, asc, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import {
  PorticoError,
  equipment,
  location,
  order,
  parseInput,
  problemReportBodySchema,
  todayIso,
  msg,
  fieldError,
} from '@portico/contracts';
import { cursorKeys, mirrorRecordsTable, writeRecordEvents, type Db, type Principal, type ResourceService } from '@portico/platform';
import { equipmentTable, locations, maintenanceCategories, orders } from '../schema';
import { rowById } from '../shared/record-writes';
import { noticeManagers } from '../notices/managers';
import { dueDateFor } from '../orders/due-date';
import { readReportToken, reportToken, type ReportTarget } from './report-token';

type Row = Record<string, unknown>;
const mirror = mirrorRecordsTable('maintenance');

/** Who wrote a QR report in the audit columns and events: nobody signed in. */
export const PUBLIC_REPORTER = 'public-report';

const TARGET_TABLES = { location: locations, equipment: equipmentTable } as const;
const NOT_FOUND = () => PorticoError.notFound('Problem report link', 'this link');

/** Reports one QR code may file in an hour; past it the page is told to wait (no order, no mail). */
export const REPORTS_PER_CODE_PER_HOUR = 5;
/** A repeat of a still-open report of the same place and title within this window is folded into it. */
const FOLD_WINDOW = '24 hours';

/** The page a QR code opens (in the console's origin). */
export const reportPath = (token: string) => `/report/${token}`;

interface Place {
  target: ReportTarget;
  record: Row;
  propertyName: string;
  placeName: string;
}

/**
 * Problem reports through a QR code (ADR 0028): a signed token names a location or a piece of
 * equipment; anyone holding it may see the property's and the place's names and its categories,
 * and file a request into that property's queue. Everything else about the org stays hidden.
 */
export class ProblemReports {
  constructor(
    private readonly db: Db,
    private readonly orders: ResourceService,
    /** The first signs new codes; any verifies (a rotation lists the old key after the new). */
    private readonly keys: () => readonly Buffer[] = () => cursorKeys(),
  ) {}

  /** The link of a record the caller can read (scope checked by the record's own service). */
  async link(principal: Principal, targets: ResourceService, entity: ReportTarget['entity'], id: unknown) {
    const record = await targets.read(principal, id);
    const token = reportToken({ entity, id: record.id }, this.keys()[0]!);
    return { token, path: reportPath(token) };
  }

  async lookup(token: unknown) {
    const place = await this.place(this.db, token);
    const categories = (await this.db
      .select({ id: maintenanceCategories.id!, name: maintenanceCategories.name! })
      .from(maintenanceCategories)
      .where(and(eq(maintenanceCategories.parentOrgId!, place.record.parentOrgId as string), eq(maintenanceCategories.status!, 'active')))
      .orderBy(asc(maintenanceCategories.name!))) as { id: string; name: string }[];
    return { kind: place.target.entity, propertyName: place.propertyName, placeName: place.placeName, categories };
  }

  async submit(token: unknown, body: unknown) {
    return this.orders.transaction(async (tx) => {
      // The token is checked first: a forged link gets 404 whatever the body holds.
      const place = await this.place(tx, token);
      const input = parseInput(problemReportBodySchema, body) as Record<string, unknown>;
      const { record, target } = place;
      const category = await rowById(tx, maintenanceCategories, input.categoryId);
      if (!category || category.parentOrgId !== record.parentOrgId || category.status !== 'active')
        throw PorticoError.validation([fieldError('categoryId', msg('report.chooseCategory'))]);
      // One report at a time per place, so the checks below hold for concurrent submissions.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`maintenance.problem-report:${target.id}`}, 0))`);
      const repeat = await this.openRepeat(tx, target, String(input.title));
      if (repeat) return { id: repeat.id, state: repeat.state, folded: true };
      await this.refuseFlood(tx, target);
      const today = todayIso();
      const [row] = (await tx
        .insert(orders)
        .values({
          parentOrgId: record.parentOrgId,
          propertyId: record.propertyId,
          title: input.title,
          description: input.description ?? null,
          urgency: input.urgency,
          categoryId: category.id,
          locationId: target.entity === 'location' ? record.id : (record.locationId ?? null),
          equipmentId: target.entity === 'equipment' ? record.id : null,
          reporterName: input.reporterName,
          reporterContact: input.reporterContact,
          requesterId: null,
          // A stranger's report always waits for a manager, whatever the property's approval rule.
          state: 'requested',
          dueDate: dueDateFor(category, String(input.urgency), today),
          reopenCount: 0,
          createdBy: PUBLIC_REPORTER,
          updatedBy: PUBLIC_REPORTER,
        } as never)
        .returning()) as Row[];
      await writeRecordEvents(tx, order, 'create', PUBLIC_REPORTER, [row!]);
      const what = `${String(input.title)} — ${String(input.urgency)}${input.description ? `\n${String(input.description)}` : ''}`;
      const who = `${String(input.reporterName)} (${String(input.reporterContact)})`;
      await noticeManagers(tx, row!, {
        text: {
          title: {
            en: `Problem reported at ${place.propertyName}: ${String(input.title)}`,
            es: `Problema reportado en ${place.propertyName}: ${String(input.title)}`,
          },
          body: {
            en: `A problem was reported through the QR code of ${place.placeName} (${place.propertyName}).\n\n${what}\n\nReported by ${who}.`,
            es: `Se reportó un problema mediante el código QR de ${place.placeName} (${place.propertyName}).\n\n${what}\n\nReportado por ${who}.`,
          },
        },
        link: `/orders/view/${String(row!.id)}`,
        source: { entity: 'order', id: String(row!.id), event: 'reported' },
      });
      return { id: String(row!.id), state: 'requested' };
    });
  }

  private placeColumn(target: ReportTarget) {
    return target.entity === 'location' ? orders.locationId! : orders.equipmentId!;
  }

  /** A still-open public report of this place with the same title, filed within the fold window. */
  private async openRepeat(tx: Db, target: ReportTarget, title: string): Promise<{ id: string; state: string } | undefined> {
    const [row] = (await tx
      .select({ id: orders.id!, state: orders.state! })
      .from(orders)
      .where(
        and(
          eq(this.placeColumn(target), target.id),
          eq(orders.createdBy!, PUBLIC_REPORTER),
          notInArray(orders.state!, ['completed', 'cancelled', 'rejected', 'closed']),
          sql`lower(trim(${orders.title!})) = lower(trim(${title}))`,
          gt(orders.createdAt!, sql`now() - ${FOLD_WINDOW}::interval`),
        ),
      )
      .orderBy(desc(orders.createdAt!))
      .limit(1)) as { id: string; state: string }[];
    return row;
  }

  /** At most REPORTS_PER_CODE_PER_HOUR reports per place an hour: a flood makes no orders and no mail. */
  private async refuseFlood(tx: Db, target: ReportTarget): Promise<void> {
    const [row] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(this.placeColumn(target), target.id),
          eq(orders.createdBy!, PUBLIC_REPORTER),
          gt(orders.createdAt!, sql`now() - interval '1 hour'`),
        ),
      )) as { n: number }[];
    if ((row?.n ?? 0) >= REPORTS_PER_CODE_PER_HOUR) throw new PorticoError('RATE_LIMITED', msg('report.tooMany'));
  }

  /** The active location or equipment a token names, in an active property; anything else is 404. */
  private async place(db: Db, token: unknown): Promise<Place> {
    const target = readReportToken(token, this.keys());
    if (!target) throw NOT_FOUND();
    const record = await rowById(db, TARGET_TABLES[target.entity], target.id);
    if (!record || record.status !== 'active') throw NOT_FOUND();
    const [property] = (await db
      .select({ data: mirror.data, status: mirror.status })
      .from(mirror)
      .where(and(eq(mirror.entity, 'property'), eq(mirror.id, record.propertyId as string)))) as { data: Row; status: string }[];
    if (!property || property.status !== 'active') throw NOT_FOUND();
    const display = (target.entity === 'location' ? location : equipment).displayField!;
    return { target, record, propertyName: String(property.data.name ?? ''), placeName: String(record[display] ?? '') };
  }
}
