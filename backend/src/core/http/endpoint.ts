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
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { answersAreNoStore, type HttpMethod, type Route, successStatus } from '../../contract/define-route.js';
import { validationError } from '../errors/domain-errors.js';
import { mediaTypeOf } from './json-bodies.js';

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

/** Whether a parsed JSON body says nothing: none at all, or `{}`. */
const isEmptyBody = (body: unknown) =>
  body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);

/**
 * A route that takes no body refuses one that says something (`{"frequency":"weekly"}` sent to the
 * daily send), as a route with a strict schema refuses an unknown field: the call was not the one the
 * client meant. Runs after the guards, so a stranger still gets the 401 first.
 */
@Injectable()
export class NoBodyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    // A form (the RFC 8058 one-click POST) is its route's own business: only a JSON body is judged here.
    if (mediaTypeOf(request) === 'application/json' && !isEmptyBody(request.body)) throw validationError('body', 'this call takes no body');
    return next.handle();
  }
}

/**
 * Binds a controller method to its route of the contract: the method, the full path and the
 * status of a successful answer come from the one definition the reference is generated from, and
 * so do `no-store` for the answers that carry personal data (`answersAreNoStore`) and the refusal of
 * a body by a route that takes none. Use it in a
 * controller without a path prefix (`@Controller()`). Guards stay explicit.
 */
export const Endpoint = (route: Route) =>
  applyDecorators(
    RequestMapping({ path: route.path, method: METHODS[route.method] }),
    HttpCode(successStatus(route)),
    ...(answersAreNoStore(route) ? [UseInterceptors(NoStoreInterceptor)] : []),
    ...(route.body === undefined && route.method !== 'GET' ? [UseInterceptors(NoBodyInterceptor)] : []),
  );
