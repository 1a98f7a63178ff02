import t from 'tap';
import { errorInfo, setNoAnswerMessage } from './error-info.ts';

t.test('a failure that never reached the server is said in the page’s words, not the browser’s', async (t) => {
  const fromServer = { message: 'That listing is no longer available.', data: { code: 'CONFLICT', httpStatus: 409 } };
  const offline = new TypeError('Failed to fetch');
  t.equal(errorInfo(offline).message, 'Failed to fetch', 'before the page sets its words (the server renders)');

  setNoAnswerMessage('Keine Antwort erhalten: Prüfen Sie Ihre Verbindung.');
  t.equal(errorInfo(offline).message, 'Keine Antwort erhalten: Prüfen Sie Ihre Verbindung.');
  t.equal(
    errorInfo({ message: 'Unable to transform response from server' }).message,
    'Keine Antwort erhalten: Prüfen Sie Ihre Verbindung.',
  );
  t.equal(errorInfo(fromServer).message, 'That listing is no longer available.', "the server's own words stay");
  t.equal(errorInfo(fromServer).appCode, 'CONFLICT');
});
