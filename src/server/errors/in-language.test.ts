import t from 'tap';
import { TRPCError } from '@trpc/server';
import { catalogueTitle, inLanguage } from './in-language.ts';
import { APP_ERROR_CODES, ERROR_CATALOGUE } from '../../shared/errors/catalogue.ts';

t.test('a general title is said in the asker language; a specific message is kept', async (t) => {
  const general = new TRPCError({ code: 'NOT_FOUND', message: 'We could not find that' });
  t.equal(inLanguage(general, 'de').message, 'Das haben wir nicht gefunden');
  t.equal(inLanguage(general, 'de').code, 'NOT_FOUND', 'the code stays');
  t.equal(inLanguage(general, 'ja').message, '見つかりませんでした');
  t.equal(inLanguage(general, 'en'), general, 'English is the catalogue itself');
  const specific = new TRPCError({ code: 'NOT_FOUND', message: 'That experience no longer exists.' });
  t.equal(inLanguage(specific, 'de'), specific, 'a specific message passes as it is');
  t.equal(catalogueTitle('INSUFFICIENT_FUNDS', 'de'), 'Nicht genügend Guthaben');
  t.equal(catalogueTitle('INTERNAL', 'en'), 'Something went wrong on our side');
});

t.test('the English words are the catalogue titles, for every code', async (t) => {
  for (const code of APP_ERROR_CODES) t.equal(catalogueTitle(code, 'en'), ERROR_CATALOGUE[code].title, code);
});
