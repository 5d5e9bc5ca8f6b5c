import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PROBLEM_REPORT_SUBJECTS,
  REPORT_LINK_ENTITIES,
  entityByName,
  order,
  reportLinkSubject,
  slugFor,
  type EntityDef,
  type ResourceRequest,
} from '@portico/contracts';
import { DB, PUBLIC_ROUTE, RequirePermission, principalOf, resourceServiceToken, type Db, type ResourceService } from '@portico/platform';
import { ProblemReports } from './problem-reports';
import type { ReportTarget } from './report-token';

/** The entities a QR code can point at, each with its own link subject guarded by its read slug. */
const REPORT_TARGETS: readonly EntityDef[] = REPORT_LINK_ENTITIES.map((name) => entityByName(name)!);

const reportsProvider = {
  provide: ProblemReports,
  inject: [DB, resourceServiceToken(order)],
  useFactory: (db: Db, orders: ResourceService) => new ProblemReports(db, orders),
};

/** The public lookup and submission: no principal, the signed token is the only credential. */
@Controller()
class ProblemReportController {
  constructor(@Inject(ProblemReports) private readonly reports: ProblemReports) {}

  @MessagePattern(PROBLEM_REPORT_SUBJECTS.lookup)
  @RequirePermission(PUBLIC_ROUTE)
  lookup(@Payload() req: ResourceRequest) {
    return this.reports.lookup(req.params?.token);
  }

  @MessagePattern(PROBLEM_REPORT_SUBJECTS.submit)
  @RequirePermission(PUBLIC_ROUTE)
  submit(@Payload() req: ResourceRequest) {
    return this.reports.submit(req.params?.token, req.body);
  }
}

/** `GET …/{id}/report-link` of one target entity: whoever may read the record may print its code. */
function reportLinkController(def: EntityDef): Type {
  @Controller()
  class ReportLinkController {
    constructor(
      @Inject(ProblemReports) private readonly reports: ProblemReports,
      @Inject(resourceServiceToken(def)) private readonly records: ResourceService,
    ) {}

    @MessagePattern(reportLinkSubject(def.domain, def.name))
    @RequirePermission(slugFor(def, 'read'))
    link(@Payload() req: ResourceRequest) {
      return this.reports.link(principalOf(req), this.records, def.name as ReportTarget['entity'], req.params?.id);
    }
  }
  return ReportLinkController;
}

/** What the maintenance service registers for QR problem reports. */
export const problemReportWiring = {
  controllers: [ProblemReportController, ...REPORT_TARGETS.map(reportLinkController)],
  providers: [reportsProvider],
};
