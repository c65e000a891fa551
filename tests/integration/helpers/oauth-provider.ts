import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderUser {
  sub: string;
  email: string;
  email_verified: boolean | string;
  name?: string;
}

export interface StandInProvider {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /**
   * What the provider would put in the redirect after `user` signs in at `authorization`
   * (the login URL the app built): a one-use code, bound to that URL's redirect_uri and PKCE
   * challenge. Throws, as the provider's page would refuse, when the URL names another
   * client, no code response or no S256 challenge. `redirectUri` forges a code issued for
   * another return address.
   */
  issueCode(user: ProviderUser, authorization: URL, options?: { redirectUri?: string }): string;
  /** Every token request received, for assertions. */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

/**
 * A small OAuth 2.0 provider on 127.0.0.1 (random port), strict like the real one and then
 * some: it issues codes only to authorization requests with a PKCE S256 challenge (as OAuth
 * 2.1 requires), and the token endpoint checks the client id and secret (post body or Basic),
 * the code (one use), that redirect_uri is the one the code was issued for and that
 * code_verifier hashes to the code's challenge (RFC 7636 §4.6) — so a sign-in that sends no
 * verifier, or the wrong one, fails; userinfo checks the access token.
 */
export async function startStandInProvider(): Promise<StandInProvider> {
  const clientId = 'test-client.apps.example';
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, { user: ProviderUser; redirectUri: string; codeChallenge: string }>();
  const accessTokens = new Map<string, ProviderUser>();
  const tokenRequests: URLSearchParams[] = [];

  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(req));
      tokenRequests.push(form);
      const basic = basicCredentials(req);
      const id = basic?.id ?? form.get('client_id');
      const secret = basic?.secret ?? form.get('client_secret');
      if (id !== clientId || secret !== clientSecret) return send(401, { error: 'invalid_client' });
      if (form.get('grant_type') !== 'authorization_code') return send(400, { error: 'unsupported_grant_type' });
      const grant = codes.get(form.get('code') ?? '');
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) return send(400, { error: 'invalid_grant' });
      // A code is tried once, whatever the outcome (RFC 6749 §4.1.2).
      codes.delete(form.get('code')!);
      const verifier = form.get('code_verifier') ?? '';
      if (!VERIFIER.test(verifier) || s256(verifier) !== grant.codeChallenge) {
        return send(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
      }
      const accessToken = randomBytes(16).toString('hex');
      accessTokens.set(accessToken, grant.user);
      return send(200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid email profile',
      });
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      const user = token ? accessTokens.get(token) : undefined;
      if (!user) return send(401, { error: 'invalid_token' });
      return send(200, user);
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    clientId,
    clientSecret,
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userinfoUrl: `${base}/userinfo`,
    issueCode(user, authorization, options = {}) {
      const asked = authorization.searchParams;
      const refused = (why: string) => new Error(`the stand-in provider refuses this authorization request: ${why}`);
      if (asked.get('client_id') !== clientId) throw refused('unknown client_id');
      if (asked.get('response_type') !== 'code') throw refused('response_type must be code');
      if (asked.get('code_challenge_method') !== 'S256') throw refused('code_challenge_method must be S256');
      const codeChallenge = asked.get('code_challenge') ?? '';
      if (!/^[\w-]{43}$/.test(codeChallenge)) throw refused('code_challenge must be a base64url SHA-256');
      const redirectUri = options.redirectUri ?? asked.get('redirect_uri');
      if (!redirectUri) throw refused('no redirect_uri');
      const code = randomBytes(16).toString('base64url');
      codes.set(code, { user, redirectUri, codeChallenge });
      return code;
    },
    tokenRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// RFC 7636 §4.1: 43–128 unreserved characters.
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function basicCredentials(req: IncomingMessage): { id: string; secret: string } | null {
  const encoded = /^Basic (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!encoded) return null;
  const [id, secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
  return id && secret ? { id: decodeURIComponent(id), secret: decodeURIComponent(secret) } : null;
}
