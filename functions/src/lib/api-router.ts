import { API_ROUTES, routeParts, type AnswerOf, type FileAnswer, type RouteName } from '@chem/contract';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { refuseBodyOver } from './body-limit.js';

/**
 * Routers whose routes are the contract's (contract/src/routes.ts): each handler is registered
 * under its route name, returns that route's answer type (the typecheck fails when the two part),
 * and is answered with the route's success status. File routes write the response themselves.
 */

type Answered<Name extends RouteName> = AnswerOf<Name> extends FileAnswer ? void : AnswerOf<Name>;
export type RouteHandler<Name extends RouteName> = (req: Request, res: Response) => Promise<Answered<Name>> | Answered<Name>;

const registered = new Set<RouteName>();

/** Every route name registered so far (all of them once app.ts has loaded the routers). */
export const registeredRoutes = (): ReadonlySet<RouteName> => registered;

export interface ApiRouter {
  readonly router: Router;
  /** Registers `name`'s handler behind the given middleware (auth checks first). */
  route<Name extends RouteName>(name: Name, ...handlers: [...middleware: RequestHandler[], handler: RouteHandler<Name>]): void;
}

/** A router mounted at `mount` (e.g. `/api/courses`); every route name it serves starts with it. */
export function apiRouter(mount: string): ApiRouter {
  const router = Router();
  return {
    router,
    route(name, ...handlers) {
      const { method, path } = routeParts(name);
      if (!path.startsWith(mount)) throw new Error(`${name} does not belong under ${mount}.`);
      if (registered.has(name)) throw new Error(`${name} is registered twice.`);
      registered.add(name);
      const spec = API_ROUTES[name];
      const handler = handlers.at(-1) as RouteHandler<typeof name>;
      const middleware = handlers.slice(0, -1) as RequestHandler[];
      const respond: RequestHandler = async (req, res) => {
        const answer = await handler(req, res);
        if (spec.answer === 'file') return;
        // A handler may have chosen another status (health: 503 while Firestore is unreachable).
        res.status(res.statusCode === 200 ? spec.status : res.statusCode).json(answer);
      };
      // Named before any check runs, so the request's log line says which route refused it too.
      const nameRoute: RequestHandler = (_req, res, next) => {
        res.locals.route = name;
        next();
      };
      const relative = path.slice(mount.length) || '/';
      const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      // Named first, so the request's log line says which route refused it; then the size check: an
      // oversized body is refused before the auth check or any read.
      router[verb](relative, nameRoute, refuseBodyOver(spec.maxBodyBytes), ...middleware, respond);
    },
  };
}
