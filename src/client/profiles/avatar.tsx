// A persona's round portrait; the default portrait when it has none (docs/product.md §5).
import { css, cx } from '@linaria/core';
import { portraitUrl } from '../../shared/profiles/bio.ts';

const base = css`
  flex: none;
  display: block;
  overflow: hidden;
  border-radius: 50%;
  background: var(--color-primary-soft);
  object-fit: cover;
`;

const sizes = {
  sm: css`
    width: 40px;
    height: 40px;
  `,
  md: css`
    width: 64px;
    height: 64px;
  `,
  lg: css`
    width: 96px;
    height: 96px;

    @media (min-width: 40em) {
      width: 128px;
      height: 128px;
    }
  `,
} as const;

const pixels = { sm: 40, md: 64, lg: 128 } as const;

export function Avatar({
  url,
  size = 'md',
  className,
}: {
  url: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <img
      src={portraitUrl(url)}
      alt=""
      width={pixels[size]}
      height={pixels[size]}
      decoding="async"
      loading="lazy"
      className={cx(base, sizes[size], className)}
    />
  );
}
