import { type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { type ErrorEnvelope } from '@portico/contracts';
/** Everything leaves the gateway as the shared envelope; bad input is never a bare 500. */
export declare function httpEnvelope(exception: unknown): ErrorEnvelope;
export declare class HttpErrorFilter implements ExceptionFilter {
    catch(exception: unknown, host: ArgumentsHost): void;
}
