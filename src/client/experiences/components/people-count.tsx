// People count indicator (docs/product.md §5, §11): a small live dot and '1 user' / 'N users'.
import { css, cx } from '@linaria/core';
import { sanePeopleCount } from '../../../shared/experiences/people-count.ts';
import { useT } from '../../i18n/i18n.tsx';

const wrap = css`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  color: var(--color-text-muted);
  font-size: 0.875rem;
  font-weight: 500;
  font-variant-numeric: tabular-nums;
`;

const dot = css`
  position: relative;
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: var(--color-border-strong);
`;

const live = css`
  background: var(--color-success);

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    background: var(--color-success);
    animation: live-ping 2s cubic-bezier(0, 0, 0.2, 1) infinite;

    @keyframes live-ping {
      75%,
      to {
        transform: scale(2.4);
        opacity: 0;
      }
    }
  }
`;

export interface PeopleCountProps {
  count: number;
  className?: string;
}

export function PeopleCount({ count, className }: PeopleCountProps) {
  const t = useT();
  return (
    <span className={cx(wrap, className)}>
      <span aria-hidden="true" className={cx(dot, count > 0 && live)} />
      {t('people.count', { count: sanePeopleCount(count) })}
    </span>
  );
}
