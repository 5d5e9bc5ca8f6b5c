import { Controller, Get } from '@nestjs/common';
import { RequirePermission } from '@portico/platform';
import { PUBLIC_ROUTE } from '../auth/public';
import { buildOpenApi } from './openapi';

/** The REST contract this gateway serves (public: it describes, it reveals no data). */
@Controller('api/v1/openapi.json')
export class OpenApiController {
  private readonly document = buildOpenApi();

  @Get()
  @RequirePermission(PUBLIC_ROUTE)
  openapi() {
    return this.document;
  }
}
