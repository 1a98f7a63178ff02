import t, { type Test } from 'tap';
import { ProxyTargetRejectedError, resolveProxyTarget } from './proxy-target.ts';

const ALLOWED = ['http://127.0.0.1:4000/v1', 'http://127.0.0.1:4000/v2/', 'https://api.lumen.example/services/v1'];

function allowed(t: Test, raw: string, expected: string, bases: string[] = ALLOWED, why = '') {
  t.equal(resolveProxyTarget(raw, bases).href, expected, why ? `${raw} (${why})` : raw);
}

function refused(t: Test, raw: string, bases: string[] = ALLOWED, why = '') {
  t.throws(() => resolveProxyTarget(raw, bases), ProxyTargetRejectedError, why ? `${raw} (${why})` : raw);
}

t.test('allows targets under a configured base URL', async (t) => {
  allowed(t, 'http://127.0.0.1:4000/v1/experiences', 'http://127.0.0.1:4000/v1/experiences');
  allowed(
    t,
    'http://127.0.0.1:4000/v2/experiences/nova/sky?page=2&filter%5Bid%5D=1',
    'http://127.0.0.1:4000/v2/experiences/nova/sky?page=2&filter%5Bid%5D=1',
  );
  allowed(t, 'http://127.0.0.1:4000/v1', 'http://127.0.0.1:4000/v1');
  allowed(t, 'http://127.0.0.1:4000/v1/', 'http://127.0.0.1:4000/v1/');
  allowed(t, 'http://127.0.0.1:4000/v1/x#fragment', 'http://127.0.0.1:4000/v1/x', ALLOWED, 'the fragment is dropped');
  allowed(t, 'https://api.lumen.example/services/v1/products', 'https://api.lumen.example/services/v1/products');
  allowed(
    t,
    'http://127.0.0.1:4000/v1/search?q=../../etc',
    'http://127.0.0.1:4000/v1/search?q=../../etc',
    ALLOWED,
    'dots in the query are data',
  );
});

t.test('normalises case and default ports to the same origin', async (t) => {
  allowed(t, 'HTTPS://API.Lumen.Example/services/v1/products', 'https://api.lumen.example/services/v1/products');
  allowed(t, 'https://api.lumen.example:443/services/v1/products', 'https://api.lumen.example/services/v1/products');
  allowed(t, 'http://api.example:80/v1/x', 'http://api.example/v1/x', ['http://api.example:80/v1']);
  allowed(t, 'http://api.example/v1/x', 'http://api.example/v1/x', ['http://API.example:80/v1/']);
  refused(t, 'https://api.lumen.example:80/services/v1/products');
  refused(t, 'http://api.lumen.example/services/v1/products', ['https://api.lumen.example/services/v1']);
  refused(t, 'http://api.example:8080/v1/x', ['http://api.example/v1']);
  refused(t, 'http://api.example:080/v1/x', ['http://api.example/v1']);
  refused(t, 'http://api.example:/v1/x', ['http://api.example/v1']);
});

t.test('refuses other hosts, ports and cloud metadata', async (t) => {
  refused(t, 'http://169.254.169.254/latest/meta-data/');
  refused(t, 'http://169.254.169.254/v1/x');
  refused(t, 'http://localhost:22/');
  refused(
    t,
    'http://localhost:4000/v1/x',
    ALLOWED,
    'a different spelling of the same machine is not the allowed origin',
  );
  refused(t, 'http://127.0.0.1:22/v1/x');
  refused(t, 'http://127.0.0.1/v1/x');
  refused(t, 'http://10.0.0.1:4000/v1/x');
  refused(t, 'http://evil.example/v1/x');
});

t.test('refuses other schemes and relative forms', async (t) => {
  for (const raw of [
    'file:///etc/passwd',
    'ftp://127.0.0.1:4000/v1/x',
    'gopher://127.0.0.1:4000/v1/x',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ws://127.0.0.1:4000/v1/x',
    '//127.0.0.1:4000/v1/x',
    '/v1/x',
    'http:127.0.0.1:4000/v1/x',
    'http:/127.0.0.1:4000/v1/x',
    'http:///127.0.0.1:4000/v1/x',
    '',
    'not a url',
  ]) {
    refused(t, raw);
  }
});

t.test('refuses userinfo and look-alike hosts', async (t) => {
  refused(t, 'http://127.0.0.1:4000@evil.example/v1/x');
  refused(t, 'http://allowed.host@evil.com/', ['http://allowed.host/']);
  refused(t, 'http://user:pass@allowed.host/', ['http://allowed.host/']);
  refused(t, 'http://@allowed.host/', ['http://allowed.host/']);
  refused(t, 'http://allowed.host.evil.com/', ['http://allowed.host/']);
  refused(t, 'http://evil.com#@allowed.host/', ['http://allowed.host/']);
  refused(t, 'http://evil.com?@allowed.host/', ['http://allowed.host/']);
  refused(t, 'http://allowed.host./x', ['http://allowed.host/']);
  refused(t, 'http://allowed.host%2eevil.com/', ['http://allowed.host/']);
  refused(t, 'http://%61llowed.host/', ['http://allowed.host/']);
  refused(t, 'http://allowed.host\\@evil.com/', ['http://allowed.host/']);
  refused(t, 'http://evil.com\\allowed.host/', ['http://allowed.host/']);
  allowed(t, 'http://allowed.host/x', 'http://allowed.host/x', ['http://allowed.host/']);
});

t.test('refuses path traversal out of the prefix', async (t) => {
  refused(t, 'http://127.0.0.1:4000/v1/../admin');
  refused(t, 'http://127.0.0.1:4000/v1/..');
  refused(t, 'http://127.0.0.1:4000/v1/x/../y', ALLOWED, 'even traversal that would stay inside');
  refused(t, 'http://127.0.0.1:4000/v1/./x');
  refused(t, 'http://127.0.0.1:4000/v1/%2e%2e/admin');
  refused(t, 'http://127.0.0.1:4000/v1/%2E%2E/admin');
  refused(t, 'http://127.0.0.1:4000/v1/.%2e/admin');
  refused(t, 'http://127.0.0.1:4000/v1%2f..%2fadmin');
  refused(t, 'http://127.0.0.1:4000/v1/x%2F..%2F..%2Fadmin');
  refused(t, 'http://127.0.0.1:4000/v1/x%5c..%5cadmin');
  refused(t, 'http://127.0.0.1:4000/v1/%252e%252e/admin', ALLOWED, 'double encoding');
  refused(t, 'http://127.0.0.1:4000/v1/x%00');
  refused(t, 'http://127.0.0.1:4000/v1\\..\\admin');
  refused(t, 'http://127.0.0.1:4000/v10/x', ALLOWED, 'a prefix is a whole segment');
  refused(t, 'http://127.0.0.1:4000/v1x');
  refused(t, 'http://127.0.0.1:4000/V1/x', ALLOWED, 'paths are case-sensitive');
  refused(t, 'http://127.0.0.1:4000/');
  refused(t, 'http://127.0.0.1:4000/healthz');
  refused(t, 'http://127.0.0.1:4000');
});

t.test('IP literals: only canonical forms of allowed addresses', async (t) => {
  refused(t, 'http://2130706433:4000/v1/x', ALLOWED, 'decimal IPv4');
  refused(t, 'http://0x7f.0.0.1:4000/v1/x', ALLOWED, 'hex IPv4');
  refused(t, 'http://127.1:4000/v1/x', ALLOWED, 'short IPv4');
  refused(t, 'http://0177.0.0.1:4000/v1/x', ALLOWED, 'octal IPv4');
  refused(t, 'http://[::1]:4000/v1/x', ALLOWED, 'IPv6 loopback is not the allowed IPv4 origin');
  refused(t, 'http://[::ffff:127.0.0.1]:4000/v1/x', ALLOWED, 'IPv4-mapped IPv6');
  refused(t, 'http://[::ffff:a9fe:a9fe]/latest/meta-data/');
  const v6 = ['http://[::1]:4000/v1'];
  allowed(t, 'http://[::1]:4000/v1/x', 'http://[::1]:4000/v1/x', v6);
  refused(t, 'http://[0:0:0:0:0:0:0:1]:4000/v1/x', v6);
  refused(t, 'http://[::2]:4000/v1/x', v6);
  refused(t, 'http://[::1]:4001/v1/x', v6);
});

t.test('refuses whitespace, control characters, non-ASCII and very long input', async (t) => {
  refused(t, ' http://127.0.0.1:4000/v1/x');
  refused(t, 'http://127.0.0.1:4000/v1/x y');
  refused(t, 'http://127.0.0.1:4000/v1/x\n');
  refused(t, 'http://127.0.0.1:4000/v1/\tx');
  refused(t, 'http://127.0.0.1:4000/v1/é');
  refused(t, 'http://ⓛocalhost:4000/v1/x', ['http://localhost:4000/v1']);
  refused(t, `http://127.0.0.1:4000/v1/${'a'.repeat(5000)}`);
});

t.test('the error says why, for logs', async (t) => {
  const error = t.throws(() => resolveProxyTarget('http://allowed.host@evil.com/', ['http://allowed.host/']));
  t.ok(error instanceof ProxyTargetRejectedError);
  t.equal((error as ProxyTargetRejectedError).reason, 'userinfo');
  t.match((error as Error).message, /^Proxy target not allowed/);
});
