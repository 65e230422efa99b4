import type { INestApplication } from '@nestjs/common';

export type RegisteredRoute = { method: string; path: string };

type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> } };

/**
 * Every route Express answers, read from its router stack after `app.init()`: what Nest actually
 * registered, whatever decorators produced it. Methods upper-case, paths as Express holds them
 * (`/api/tools/:name/enhanced`).
 */
export const registeredRoutes = (app: INestApplication): RegisteredRoute[] => {
  const instance = app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
  const stack = (instance.router ?? instance._router)?.stack ?? [];
  return stack.flatMap(({ route }) =>
    route
      ? [route.path]
          .flat()
          .flatMap((path) => Object.keys(route.methods).filter((method) => method !== '_all').map((method) => ({ method: method.toUpperCase(), path })))
      : [],
  );
};

/** `GET /api/tools/:name/enhanced`, with every parameter name replaced, so only the shape of a path counts. */
export const routeKey = ({ method, path }: RegisteredRoute): string => `${method.toUpperCase()} ${path.replace(/:[A-Za-z0-9_]+/g, ':param').replace(/(.)\/$/, '$1')}`;
