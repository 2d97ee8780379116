// A real OpenID Connect provider (oidc-provider) on loopback for OAuth round-trip tests. Its
// login and consent screens are replaced by an automatic "the user said yes as <account>", so a
// test drives the whole authorization-code flow with plain HTTP and a cookie jar.
import http from 'node:http';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next login completes as. */
  signInAs(account: TestAccount): void;
  /** The client's redirect URI; set before the first request (the provider is built then). */
  allowRedirectUri(uri: string): void;
  close(): Promise<void>;
}

export async function startOidcTestProvider(): Promise<OidcTestProvider> {
  let account: TestAccount | null = null;
  let redirectUri = '';
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address == null || typeof address === 'string') throw new Error('provider did not bind');
  const issuer = `http://127.0.0.1:${address.port}`;
  const clientId = 'footprint-test-client';
  const clientSecret = 'footprint-test-secret-that-is-long-enough';

  const build = () =>
    new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Claims in the ID token itself, as Google does, so no userinfo call is needed.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
      },
      cookies: { keys: ['test-cookie-key-1'] },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      async findAccount(_ctx: unknown, id: string) {
        if (!account || account.sub !== id) return undefined;
        const current = account;
        return {
          accountId: id,
          async claims() {
            return {
              sub: current.sub,
              email: current.email,
              email_verified: current.emailVerified,
              name: current.name,
            };
          },
        };
      },
    });
  let provider: Provider | null = null;
  let callback: http.RequestListener = () => undefined;

  handler = (req, res) => {
    if (!provider) {
      provider = build();
      callback = provider.callback();
    }
    const idp = provider;
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    void (async () => {
      const details = await idp.interactionDetails(req, res);
      if (!account) throw new Error('signInAs was not called');
      if (details.prompt.name === 'login') {
        await idp.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new idp.Grant({ accountId: account.sub, clientId });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await idp.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(error instanceof Error ? error.message : 'interaction failed');
    });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(next) {
      account = next;
    },
    allowRedirectUri(uri) {
      redirectUri = uri;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Follows redirects like a browser, keeping cookies per host, until `stop` says so. */
export async function followRedirects(
  start: string,
  stop: (url: URL) => boolean,
  maxHops = 20,
): Promise<URL> {
  const jars = new Map<string, Map<string, string>>();
  let url = new URL(start);
  for (let hop = 0; hop < maxHops; hop++) {
    if (stop(url)) return url;
    const jar = jars.get(url.host) ?? new Map<string, string>();
    jars.set(url.host, jar);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400) {
      throw new Error(
        `stopped at ${url.pathname} with HTTP ${response.status}: ${await response.text()}`,
      );
    }
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}
