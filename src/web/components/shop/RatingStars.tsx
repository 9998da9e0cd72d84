import './shop-tokens.css';
import type { CSSProperties } from 'react';
import { ratingLabel, starFills } from '../../lib/shop';
import s from './RatingStars.module.css';

interface RatingStarsProps {
  /** 0 to 5. */
  rating: number;
  /** How many ratings the average is of; named in the accessible label when given. */
  totalRatings?: number;
  size?: number;
  className?: string;
}

/**
 * Five stars filled to the rating (SPEC §5: the fractional star is drawn at 30% to 70%), read out
 * as one image: 'Rated 4.5 out of 5 (12 reviews)'. One empty element its stylesheet draws as two
 * rows of the star shape (kept once in the stylesheet), the filled one cut where the fill ends: a
 * catalogue page shows a hundred stars, which as inline SVG were most of its HTML and as an
 * element each, two masks a star, the largest paint of a phone's first view.
 */
export function RatingStars({ rating, totalRatings, size = 18, className }: RatingStarsProps) {
  const fills = starFills(rating);
  const whole = fills.filter((fill) => fill === 1).length;
  const part = fills.find((fill) => fill > 0 && fill < 1) ?? 0;
  const style = { '--star-size': `${size}px`, '--filled': `calc(${whole} * (var(--star-size) + var(--star-gap)) + ${part} * var(--star-size))` } as CSSProperties;
  return <span role="img" aria-label={ratingLabel(rating, totalRatings)} className={`${s.stars}${className ? ` ${className}` : ''}`} style={style} />;
}
