import t from 'tap';
import { DEFAULT_CLIENT_VERSION, VERSION_PATTERN } from './compat.ts';
import { translator } from '../../client/i18n/catalogues.ts';

const en = translator('en');

const check = { world: 'Launch Control', productName: 'Lumen', requiredVersion: '1.6.0', clientVersion: '1.5.0' };

t.test('with an installer on this site: what the world needs, and to download the latest', async (t) => {
  t.equal(
    en('visit.update.withDownload', check),
    'Launch Control needs Lumen 1.6.0 or newer, and the client this site offers is 1.5.0. Download the latest client and install it over the one you have, then visit again.',
  );
});

t.test('without one: no promise of a download', async (t) => {
  const text = en('visit.update.withoutDownload', check);
  t.match(text, /not offered for download here yet/);
  t.notMatch(text, /Download the latest/);
});

t.test('the default version is a version', async (t) => {
  t.match(DEFAULT_CLIENT_VERSION, VERSION_PATTERN);
  t.notOk(VERSION_PATTERN.test('1.5'));
  t.notOk(VERSION_PATTERN.test('latest'));
});
