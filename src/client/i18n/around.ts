// A translated sentence with one element inside it ('by <creator link>', 'Showing only <tag chip>'): the
// message is asked with around.SLOT as the placeholder's value and split there, so each language places the
// element where its grammar wants it.
const SLOT = '\u0000';

export function around(message: string): [before: string, after: string] {
  const at = message.indexOf(SLOT);
  return at === -1 ? [message, ''] : [message.slice(0, at), message.slice(at + SLOT.length)];
}
around.SLOT = SLOT;
