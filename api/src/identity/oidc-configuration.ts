import { createHmac } from 'node:crypto';
import { type Connection } from 'mongoose';
import {
  errors,
  interactionPolicy,
  type Configuration,
  type JWK,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { type AppConfig } from '../config/config.schema';
import { type AccountsService } from './accounts.service';
import { mongoAdapterClass } from './oidc-mongo-adapter';
import { logoutSource, postLogoutSuccessSource } from './pages/logout-pages';
import { loginPredatesRevocation } from './session-revocation';

/** Everything auth0-spa-js asks for besides the standard scopes. */
const SPA_SCOPES = 'openid profile email offline_access';

export interface OidcDependencies {
  config: AppConfig;
  connection: Connection;
  accounts: AccountsService;
  /** Newest first: the first signs, the others verify tokens they signed earlier. */
  signingKeys: JWK[];
  /** The system settings' session timeout in seconds, or null when none is set (synchronous). */
  sessionTimeoutS(): number | null;
}

/**
 * A lifetime capped by the session timeout: an access token, the provider's browser session and
 * a refresh token outlive no idle period longer than the timeout (a refresh token is rotated on
 * every use, so an active app keeps its session and an idle one cannot revive it).
 */
function cappedBy(deps: OidcDependencies, seconds: number): () => number {
  return () => {
    const timeout = deps.sessionTimeoutS();
    return timeout === null ? seconds : Math.min(seconds, timeout);
  };
}

/**
 * Cookie keys derived from the signing keys, newest first (it signs, the rest still verify):
 * persistent, shared by every instance, and rotated with the signing keys.
 */
function cookieKeys(signingKeys: JWK[]): string[] {
  return signingKeys.map((key) =>
    createHmac('sha256', String(key.d)).update('idp-cookies').digest('base64url'),
  );
}

/**
 * The standard prompts, plus a login prompt for a browser session whose account `findAccount`
 * no longer answers (deleted, or signed out of all devices): oidc-provider itself only asks
 * whether the session names an account.
 */
function interactionPolicyWithRevocation(): interactionPolicy.Prompt[] {
  const { Check } = interactionPolicy;
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new Check(
        'account_signed_out',
        'End-User authentication is required',
        'login_required',
        (ctx) =>
          ctx.oidc.session?.accountId && !ctx.oidc.account
            ? Check.REQUEST_PROMPT
            : Check.NO_NEED_TO_PROMPT,
      ),
      0,
    );
  return policy;
}

/**
 * oidc-provider set up as the Auth0 endpoints auth0-spa-js calls (DESIGN.md decision 2): Auth0's
 * routes, JWT access tokens for the API audience, refresh tokens without a consent screen, the
 * roles claim in the id token itself. The web_message response mode is registered by
 * IdentityProviderService.
 */
export function oidcConfiguration(origin: string, deps: OidcDependencies): Configuration {
  const { config, accounts } = deps;
  const rolesClaim = config.AUTH0_ROLES_CLAIM;
  const audience = config.AUTH0_AUDIENCE;
  return {
    adapter: mongoAdapterClass(deps.connection),
    clients: [
      {
        client_id: config.AUTH0_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}/auth/login`, origin, `${origin}/`],
        post_logout_redirect_uris: [origin, `${origin}/`],
      },
    ],
    jwks: { keys: deps.signingKeys },
    cookies: { keys: cookieKeys(deps.signingKeys) },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
      revocation: '/oauth/revoke',
    },
    scopes: SPA_SCOPES.split(' '),
    claims: {
      openid: ['sub', rolesClaim],
      profile: ['name', 'picture'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    extraParams: ['audience', 'connection', 'screen_hint'],
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    pkce: { required: () => true },
    ttl: {
      AccessToken: cappedBy(deps, config.IDP_ACCESS_TOKEN_TTL_S),
      IdToken: cappedBy(deps, config.IDP_ID_TOKEN_TTL_S),
      RefreshToken: cappedBy(deps, config.IDP_REFRESH_TOKEN_TTL_S),
      Session: cappedBy(deps, config.IDP_SESSION_TTL_S),
      Grant: config.IDP_REFRESH_TOKEN_TTL_S,
      Interaction: 3600,
      AuthorizationCode: 60,
    },
    // The SPA asks for offline_access on every login; Auth0 grants it to first-party apps without
    // a consent prompt, and so do we.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      const grant =
        (grantId && (await provider.Grant.find(grantId))) ||
        new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SPA_SCOPES);
      grant.addOIDCClaims([rolesClaim]);
      grant.addResourceScope(audience, SPA_SCOPES);
      await grant.save();
      return grant;
    },
    findAccount: async (ctx, sub, token) => {
      const account = await accounts.findBySub(sub);
      if (!account || loginPredatesRevocation(account, ctx, token)) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: account.name,
          email: account.email,
          email_verified: true,
          picture: account.picture,
          [rolesClaim]: account.roles,
        }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accounts.findBySub(token.accountId);
      if (!account) return undefined;
      return {
        name: account.name,
        email: account.email,
        picture: account.picture,
        [rolesClaim]: account.roles,
      };
    },
    interactions: {
      policy: interactionPolicyWithRevocation(),
      url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: SPA_SCOPES,
            audience,
            accessTokenTTL: cappedBy(deps, config.IDP_ACCESS_TOKEN_TTL_S)(),
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
  } as Configuration;
}
