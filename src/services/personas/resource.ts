// How a persona looks in every service's answers.
import { generatedImageUrl } from '../media/index.ts';
import type { PersonaRow } from './repository.ts';

/** A persona's own picture, or its generated portrait (docs/product.md §5: a default portrait when absent). */
export function avatarImageUrl(persona: Pick<PersonaRow, 'id' | 'avatar_url'>, mediaBaseUrl: string): string {
  return persona.avatar_url ?? generatedImageUrl(mediaBaseUrl, 'persona', persona.id, 'avatar');
}
