import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  HttpCode,
  Injectable,
  type NestInterceptor,
  RequestMapping,
  RequestMethod,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import type { Observable } from 'rxjs';
import { answersAreNoStore, type HttpMethod, type Route, successStatus } from '../../contract/define-route.js';

const METHODS: Record<HttpMethod, RequestMethod> = {
  GET: RequestMethod.GET,
  POST: RequestMethod.POST,
  PUT: RequestMethod.PUT,
  PATCH: RequestMethod.PATCH,
  DELETE: RequestMethod.DELETE,
};

/**
 * Marks the answer `Cache-Control: no-store` before the handler runs, so the success and the errors
 * the handler raises carry it alike (answers refused by a guard hold nothing to keep).
 */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    return next.handle();
  }
}

/**
 * Binds a controller method to its route of the contract: the method, the full path and the
 * status of a successful answer come from the one definition the reference is generated from, and
 * so does `no-store` for the answers that carry personal data (`answersAreNoStore`). Use it in a
 * controller without a path prefix (`@Controller()`). Guards stay explicit.
 */
export const Endpoint = (route: Route) =>
  applyDecorators(
    RequestMapping({ path: route.path, method: METHODS[route.method] }),
    HttpCode(successStatus(route)),
    ...(answersAreNoStore(route) ? [UseInterceptors(NoStoreInterceptor)] : []),
  );
