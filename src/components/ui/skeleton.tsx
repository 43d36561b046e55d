import type { CSSProperties } from 'react';
import { useWaitingForServer } from '@/src/lib/use-online';
import { AvailableWhenOnline } from './online-only';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** 'text' is a line of body text, 'block' a card or chart, 'circle' an avatar. */
  shape?: 'text' | 'block' | 'circle';
  className?: string;
}

/**
 * A placeholder in the shape of what is loading. Decorative: the busy region itself says it is loading. Offline,
 * what is still loading waits for the server, so it says "available when online" rather than shimmer for ever.
 */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  const waiting = useWaitingForServer();
  if (waiting) return <AvailableWhenOnline />;
  return (
    <span
      aria-hidden
      data-skeleton
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
