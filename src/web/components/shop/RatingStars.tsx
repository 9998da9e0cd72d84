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
 * as one image: 'Rated 4.5 out of 5 (12 reviews)'. Each star is an empty element its stylesheet
 * draws (one star shape, kept once in the stylesheet): a catalogue page shows a hundred of them,
 * which as inline SVG were most of its HTML.
 */
export function RatingStars({ rating, totalRatings, size = 18, className }: RatingStarsProps) {
  return (
    <span role="img" aria-label={ratingLabel(rating, totalRatings)} className={`${s.stars}${className ? ` ${className}` : ''}`} style={{ '--star-size': `${size}px` } as CSSProperties}>
      {starFills(rating).map((fill, i) => (
        <span key={i} className={s.star} style={fill > 0 ? ({ '--fill': `${fill * 100}%` } as CSSProperties) : undefined} />
      ))}
    </span>
  );
}
