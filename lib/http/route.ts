import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { ApiScope } from "@/lib/auth/api-key-scopes";
import { requireCaller, resolveCaller, type Caller } from "@/lib/auth/caller";
import { assertCan, type Permission } from "@/lib/auth/permissions";
import { assertSameOrigin } from "@/lib/auth/same-origin";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import { parseJson, parseParams, parseQuery } from "./parse";
import { errorResponse } from "./respond";

/**
 * What a handler served outside Next (lib/http/direct-routes.ts) may read of its request. Such a
 * handler is typed with it, so it cannot come to rely on the rest of NextRequest (cookies, nextUrl,
 * a signal) that server.ts does not build for it.
 */
export type ApiRequest = Pick<Request, "method" | "url" | "headers" | "body" | "arrayBuffer">;

/** The path parameters Next (or server.ts) hands a route, before they are parsed. */
type RawParams = Record<string, string | string[] | undefined>;

type Access =
  | {
      /** The default: a caller resolved from the request's credential (lib/auth/caller.ts), else 401. */
      caller?: "signed-in";
      /** Refused with 403 before any input is read when the caller lacks it. */
      permission?: Permission;
    }
  | {
      /**
       * "optional": the caller if the request has one, else null. "anyone": no caller is resolved;
       * the route checks its own credential if it takes one (a provider's webhook signature, a
       * refresh cookie).
       */
      caller: "optional" | "anyone";
      permission?: never;
    };

/** What the public API's document (lib/public-api/openapi.ts) says of a route beyond its input schemas. */
export type RouteDoc = {
  summary: string;
  /** The success answer's status and body (none for 204). */
  status: number;
  response?: z.ZodType;
  /** The codes of the catalogue the use case may answer, besides those of every key's request. */
  errors?: ErrorCode[];
  /** Request headers the handler reads itself (such as Idempotency-Key), by name. */
  headers?: Record<string, z.ZodType>;
};

export type RouteOptions = Access & {
  /**
   * The scope a key of the public API needs here (lib/api-keys). A request made with a key is
   * refused with 403 on a route that declares none, and on one whose scope the key lacks.
   */
  scope?: ApiScope;
  /** Path parameters; anything that does not parse names nothing the caller may see (404). */
  params?: z.ZodType;
  /** The query string, as one value per name (400 on bad input). */
  query?: z.ZodType;
  /** A JSON body (lib/http/parse.ts parseJson: size cap, JSON content type, 400 on bad input). */
  body?: z.ZodType;
  /**
   * server.ts answers this method itself, outside Next's per-request pipeline
   * (lib/http/direct-routes.ts, server/fast-routes.ts): the handler then reads only ApiRequest.
   */
  fast?: true;
  /** Documents the route in the public API's OpenAPI document (the /api/v1 routes). */
  doc?: RouteDoc;
};

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;
type CallerOf<O extends RouteOptions> = O extends { caller: "anyone" }
  ? undefined
  : O extends { caller: "optional" }
    ? Caller | null
    : Caller;
type RequestOf<O extends RouteOptions> = O extends { fast: true } ? ApiRequest : NextRequest;

/** What a handler receives: its request, its caller and its input, parsed. */
export type RouteInput<O extends RouteOptions> = {
  req: RequestOf<O>;
  caller: CallerOf<O>;
  params: Parsed<O["params"]>;
  query: Parsed<O["query"]>;
  body: Parsed<O["body"]>;
};

/** A route handler as Next (and server.ts, for a fast one) calls it. */
export type RouteHandler<R extends ApiRequest = NextRequest> = ((
  req: R,
  context: { params: Promise<RawParams> },
) => Promise<Response>) & { readonly fast?: true; readonly options?: RouteOptions };

/**
 * Every method of every route under app/api is made by this: it refuses a browser's cross-site
 * state change, resolves the caller and checks the permission, parses the params, query and body
 * with their schemas, and turns every failure into the API's error shape with a fitting status
 * (lib/http/respond.ts). No handler resolves its caller or catches its errors itself.
 */
export function apiRoute<const O extends RouteOptions>(
  options: O,
  handler: (input: RouteInput<O>) => Promise<Response>,
): RouteHandler<RequestOf<O>> {
  const served = async (req: RequestOf<O>, context: { params: Promise<RawParams> }) => {
    try {
      assertSameOrigin(req);
      const caller = await callerOf(req, options);
      if (caller?.apiKey) assertKeyScope(caller.apiKey.scopes, options.scope);
      if (caller && options.permission) assertCan(caller, options.permission);
      const params = options.params && parseParams(await context.params, options.params);
      const query = options.query && parseQuery(req, options.query);
      const body = options.body && (await parseJson(req, options.body));
      return await handler({ req, caller, params, query, body } as RouteInput<O>);
    } catch (error) {
      return errorResponse(error);
    }
  };
  const declared = Object.assign(served, { options: options as RouteOptions });
  return options.fast ? Object.assign(declared, { fast: true as const }) : declared;
}

function assertKeyScope(scopes: readonly ApiScope[], scope: ApiScope | undefined) {
  if (!scope) throw new AppError("ERR_API_KEY_SCOPE", "This route does not accept API keys");
  if (!scopes.includes(scope)) throw new AppError("ERR_API_KEY_SCOPE", `This API key lacks the scope ${scope}`);
}

function callerOf(req: ApiRequest, { caller = "signed-in" }: RouteOptions): Promise<Caller | null | undefined> {
  if (caller === "anyone") return Promise.resolve(undefined);
  return caller === "optional" ? resolveCaller(req.headers) : requireCaller(req);
}

/** Whether server.ts answers this export of a route module itself (declared with `fast: true`). */
export const isFastRoute = (handler: unknown): handler is RouteHandler<ApiRequest> =>
  typeof handler === "function" && (handler as RouteHandler).fast === true;
