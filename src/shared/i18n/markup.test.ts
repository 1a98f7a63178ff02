import t from 'tap';
import { escapeHtml, htmlWithMarkup } from './markup.ts';

t.test('the words are escaped, the markup goes where each language puts its placeholder', async (t) => {
  t.equal(escapeHtml(`<a href="x" title='y'>&</a>`), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  const english = ({ home, logIn }: Record<string, string>) => `${home} or ${logIn} <now>.`;
  const japanese = ({ home, logIn }: Record<string, string>) => `${logIn}、または${home}。`;
  const markup = { home: '<a href="/">home</a>', logIn: '<a href="/sign-in">log in</a>' };
  t.equal(htmlWithMarkup(english, markup), '<a href="/">home</a> or <a href="/sign-in">log in</a> &lt;now&gt;.');
  t.equal(htmlWithMarkup(japanese, markup), '<a href="/sign-in">log in</a>、または<a href="/">home</a>。');
});
