import t from 'tap';
import { isCrossSiteMutation } from './same-origin.ts';

const base = { method: 'POST', host: 'lumen.example', origin: undefined, secFetchSite: undefined };

t.test('reads are never blocked', async (t) => {
  t.equal(isCrossSiteMutation({ ...base, method: 'GET', secFetchSite: 'cross-site' }, []), false);
});

t.test('same-origin mutations pass, cross-site ones are refused', async (t) => {
  t.equal(isCrossSiteMutation({ ...base, secFetchSite: 'same-origin', origin: 'https://lumen.example' }, []), false);
  t.equal(isCrossSiteMutation({ ...base, secFetchSite: 'cross-site' }, []), true);
  t.equal(isCrossSiteMutation({ ...base, secFetchSite: 'same-site' }, []), true);
  t.equal(isCrossSiteMutation({ ...base, origin: 'https://evil.example' }, []), true);
  t.equal(isCrossSiteMutation({ ...base, origin: 'null' }, []), true);
  t.equal(
    isCrossSiteMutation({ ...base, secFetchSite: 'same-origin', origin: 'null' }, []),
    false,
    'a same-origin form post from a no-referrer page (Origin: null) passes on Sec-Fetch-Site',
  );
  t.equal(isCrossSiteMutation({ ...base, secFetchSite: 'cross-site', origin: 'null' }, []), true);
  t.equal(isCrossSiteMutation({ ...base, origin: 'not a url' }, []), true);
  t.equal(isCrossSiteMutation({ ...base, origin: 'https://lumen.example' }, []), false);
  t.equal(
    isCrossSiteMutation({ ...base, host: 'internal:3000', origin: 'https://lumen.example' }, ['https://lumen.example']),
    false,
  );
  t.equal(
    isCrossSiteMutation({ ...base }, []),
    false,
    'non-browser callers (no Origin) are allowed: they carry no ambient cookies of a victim',
  );
});
