import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** 'text' is a line of body text, 'block' a card or chart, 'circle' an avatar. */
  shape?: 'text' | 'block' | 'circle';
  className?: string;
}

/** A placeholder in the shape of what is loading. Decorative: the busy region itself says it is loading. */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
