// The shape of a translate function: useT() in the browser (src/client/i18n/i18n.tsx), translator() on the
// server (src/client/i18n/catalogues.ts). Pure rules that put words on a count take one.
import type { MessageId } from './messages/en.ts';

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;
