// The favourite button of the experience page, with the experience's favourites count (shown to
// everyone; the viewer's own heart only with a persona). Read after hydration, so the page's status and
// first paint never wait for it.
import type { ExperienceCard } from '../../shared/experiences/schema.ts';
import { experienceHref } from '../../shared/links/site-link.ts';
import { useFavouriteStatuses } from './use-favourites.ts';
import { FavouriteButton } from './favourite-button.tsx';

export function DetailFavouriteButton({
  experience,
}: {
  experience: Pick<ExperienceCard, 'id' | 'name' | 'personaHandle' | 'handle'>;
}) {
  const { byId } = useFavouriteStatuses([experience.id], { enabledForVisitors: true });
  return (
    <FavouriteButton
      experienceId={experience.id}
      name={experience.name}
      experiencePath={experienceHref(experience.personaHandle, experience.handle)}
      status={byId.get(experience.id.toLowerCase())}
      placement="detail"
    />
  );
}
