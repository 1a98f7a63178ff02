// A person using a deployment of several instances (the split topology's and the cluster suite's tests):
// signs in at PUBLIC_URL with the real OpenID Connect flow, then sends requests with that cookie either to
// PUBLIC_URL or straight to one instance with PUBLIC_URL's Host (as a load balancer forwards them), keeping
// the cookie jar up to date from every Set-Cookie.
import { Agent, request } from 'undici';
import { SESSION_COOKIE } from '../session/session-plugin.ts';
import { Browser, DEMO_PASSWORD, cookieChange, formAction } from './browser.ts';

export { SESSION_COOKIE, cookieChange };

/** Enough sockets for a thousand requests at once. */
export const personAgent = new Agent({
  connections: 1100,
  keepAliveTimeout: 5_000,
  headersTimeout: 60_000,
  bodyTimeout: 60_000,
});

export interface Answer {
  status: number;
  text: string;
  setCookies: string[];
}

export class Person {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly email: string,
    private readonly publicUrl: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The real flow at PUBLIC_URL: /sign-in, the issuer's log-in form, the callback. */
  async signIn(): Promise<void> {
    const browser = new Browser();
    const never = `${this.publicUrl}/__never__`;
    const login = await browser.follow(`${this.publicUrl}/sign-in?next=%2F`, never);
    if (login.response.status !== 200)
      throw new Error(`${this.email}: the log-in form answered ${login.response.status}`);
    const action = new URL(formAction(await login.response.text(), '/login'), login.url).href;
    const done = await browser.follow(action, never, {
      method: 'POST',
      body: new URLSearchParams({ email: this.email, password: DEMO_PASSWORD }),
    });
    await done.response.arrayBuffer();
    if (!browser.cookies.has(SESSION_COOKIE))
      throw new Error(`${this.email}: no session after signing in (${done.response.status} at ${done.url})`);
    for (const [name, value] of browser.cookies) this.cookies.set(name, value);
  }

  /** A request to `origin` (PUBLIC_URL or one instance's own address) as the browser on PUBLIC_URL sends it. */
  async send(
    origin: string,
    path: string,
    init: {
      method?: 'GET' | 'POST' | 'PUT';
      json?: unknown;
      body?: Buffer;
      contentType?: string;
      cookie?: string;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      host: new URL(this.publicUrl).host,
      cookie: init.cookie ?? this.cookieHeader(),
    };
    let body: string | Buffer | undefined;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    } else if (init.body) {
      body = init.body;
      headers['content-type'] = init.contentType ?? 'application/octet-stream';
    }
    if (init.method && init.method !== 'GET') headers.origin = this.publicUrl;
    const response = await request(new URL(path, origin), {
      method: init.method ?? 'GET',
      headers,
      body,
      dispatcher: personAgent,
    });
    const text = await response.body.text();
    const raw = response.headers['set-cookie'];
    const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    // Only the person's own jar follows answers; a request sent with an explicit cookie leaves it alone.
    if (init.cookie === undefined) {
      for (const line of setCookies) {
        const [name, value] = cookieChange(line);
        if (value === null) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    }
    return { status: response.statusCode, text, setCookies };
  }

  /** A tRPC query (GET) or mutation (POST); throws with the answer when it is not 200. */
  async trpc<T>(origin: string, procedure: string, input?: unknown, kind: 'query' | 'mutation' = 'query'): Promise<T> {
    const answer =
      kind === 'query'
        ? await this.send(
            origin,
            `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          )
        : await this.send(origin, `/trpc/${procedure}`, { method: 'POST', json: input ?? null });
    if (answer.status !== 200) throw new TrpcFailure(procedure, answer);
    return (JSON.parse(answer.text) as { result: { data: T } }).result.data;
  }
}

export class TrpcFailure extends Error {
  override name = 'TrpcFailure';
  constructor(
    readonly procedure: string,
    readonly answer: Answer,
  ) {
    super(`${procedure} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
}
