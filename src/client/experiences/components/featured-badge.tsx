// 'Featured' marker for experiences with curation above 0 (docs/product.md §5).
import { css, cx } from '@linaria/core';
import { StarIcon } from '../../ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.25rem 0.625rem 0.25rem 0.5rem;
  border-radius: var(--radius-button);
  background: var(--color-warning);
  color: var(--color-on-warning);
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.2;
  box-shadow: 0 2px 8px -2px rgb(43 31 0 / 0.35);
`;

export interface FeaturedBadgeProps {
  className?: string;
}

export function FeaturedBadge({ className }: FeaturedBadgeProps) {
  const t = useT();
  return (
    <span className={cx(badge, className)}>
      <StarIcon size={12} />
      {t('card.featured')}
    </span>
  );
}
