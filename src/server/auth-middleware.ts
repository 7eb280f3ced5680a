/** Bearer-token guards: required (401 without a valid token) or optional (401 only for a bad one). */
import type { Context, MiddlewareHandler } from 'hono'
import type { SandboxContext, SandboxEnv } from './context'
import { notAuthenticated } from './errors'
import { authenticate, type Authenticated } from './sessions'

function guard(ctx: SandboxContext, required: boolean): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const result = await authenticate(
      { state: ctx.store.state, tokens: ctx.tokens },
      c.req.header('Authorization'),
    )
    if (result.kind === 'invalid' || (required && result.kind === 'none')) throw notAuthenticated()
    c.set('auth', result.kind === 'ok' ? { user: result.user, session: result.session } : undefined)
    await next()
  }
}

export const requireAuth = (ctx: SandboxContext) => guard(ctx, true)

/** For endpoints that also answer signed out; a token that is sent must still be valid. */
export const optionalAuth = (ctx: SandboxContext) => guard(ctx, false)

/** The caller of a route behind requireAuth. */
export function caller(c: Context<SandboxEnv>): Authenticated {
  const auth = c.get('auth')
  if (!auth) throw notAuthenticated()
  return auth
}
