import { randomBytes } from 'node:crypto';
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
  /** What the provider would put in the redirect after the person signs in: a one-use code. */
  issueCode(user: ProviderUser, redirectUri: string): string;
  /** Every token request received, for assertions. */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

/**
 * A small OAuth 2.0 provider on 127.0.0.1 (random port), strict like the real one: the
 * token endpoint checks the client id and secret (post body or Basic), the code (one use)
 * and that redirect_uri is the one the code was issued for; userinfo checks the access token.
 */
export async function startStandInProvider(): Promise<StandInProvider> {
  const clientId = 'test-client.apps.example';
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, { user: ProviderUser; redirectUri: string }>();
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
      codes.delete(form.get('code')!);
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
    issueCode(user, redirectUri) {
      const code = randomBytes(16).toString('base64url');
      codes.set(code, { user, redirectUri });
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
