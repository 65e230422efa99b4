import { applyDecorators, HttpCode, RequestMapping, RequestMethod } from '@nestjs/common';
import { type HttpMethod, type Route, successStatus } from '../../contract/define-route.js';

const METHODS: Record<HttpMethod, RequestMethod> = {
  GET: RequestMethod.GET,
  POST: RequestMethod.POST,
  PUT: RequestMethod.PUT,
  PATCH: RequestMethod.PATCH,
  DELETE: RequestMethod.DELETE,
};

/**
 * Binds a controller method to its route of the contract: the method, the full path and the
 * status of a successful answer come from the one definition the reference is generated from.
 * Use it in a controller without a path prefix (`@Controller()`). Guards stay explicit.
 */
export const Endpoint = (route: Route) =>
  applyDecorators(RequestMapping({ path: route.path, method: METHODS[route.method] }), HttpCode(successStatus(route)));
