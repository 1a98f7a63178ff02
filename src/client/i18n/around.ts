// A translated sentence with one element inside it ('by <creator link>', 'Showing only <tag chip>'): the
// message is asked with around.SLOT as the placeholder's value and split there, so each language places the
// element where its grammar wants it.
const SLOT = '\u0000';

export function around(message: string): [before: string, after: string] {
  const at = message.indexOf(SLOT);
  return at === -1 ? [message, ''] : [message.slice(0, at), message.slice(at + SLOT.length)];
}
around.SLOT = SLOT;

export type SentencePart<K extends string> = { text: string } | { slot: K };

/**
 * A translated sentence with several elements inside it ('Hosted by <host link> in <world link>'), in the
 * order the language puts them: `message` is asked with a marker for each name, and the sentence comes
 * back as text parts and slots.
 */
export function aroundEach<K extends string>(
  message: (slots: Record<K, string>) => string,
  names: readonly K[],
): SentencePart<K>[] {
  const marker = (index: number) => `${SLOT}${index}${SLOT}`;
  const text = message(Object.fromEntries(names.map((name, index) => [name, marker(index)])) as Record<K, string>);
  const parts: SentencePart<K>[] = [];
  const pattern = new RegExp(`${SLOT}(\\d+)${SLOT}`, 'g');
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    const name = names[Number(match[1])];
    if (name !== undefined) parts.push({ slot: name });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
