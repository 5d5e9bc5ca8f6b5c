import { type Type } from '@nestjs/common';
export declare const problemReportRoutes: Type[];
