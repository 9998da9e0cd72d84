import './shop-tokens.css';
import s from './Skeleton.module.css';

/** A grey shimmering block in the place of something loading; `className` gives it its size. */
export function SkeletonBlock({ className }: { className?: string }) {
  return <span className={`${s.block}${className ? ` ${className}` : ''}`} aria-hidden="true" />;
}

/** A line of text loading: full, 'short' (70%) or 'shorter' (40%) width. */
export function SkeletonLine({ width = 'full' }: { width?: 'full' | 'short' | 'shorter' }) {
  return <span className={`${s.block} ${s.line}${width === 'full' ? '' : ` ${s[width]}`}`} aria-hidden="true" />;
}
