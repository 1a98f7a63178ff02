import t from 'tap';
import { REVIEW_REPLY_MAX_LENGTH, helpfulCountAfter, normaliseReplyText } from './replies.ts';

t.test('a reply is trimmed, and blank is nothing', async (t) => {
  t.equal(normaliseReplyText('  Thanks for the kind words!  '), 'Thanks for the kind words!');
  t.equal(normaliseReplyText('   \n '), null);
  t.equal(normaliseReplyText(null), null);
  t.equal(normaliseReplyText(undefined), null);
  t.equal(REVIEW_REPLY_MAX_LENGTH, 1000);
});

t.test('the count follows the viewer’s vote and never goes below zero', async (t) => {
  t.equal(helpfulCountAfter(3, false, true), 4);
  t.equal(helpfulCountAfter(3, true, false), 2);
  t.equal(helpfulCountAfter(3, true, true), 3, 'voting again changes nothing');
  t.equal(helpfulCountAfter(0, true, false), 0);
});
