import './shop-tokens.css';
import { Star } from 'lucide-react';
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
 * as one image: 'Rated 4.5 out of 5 (12 reviews)'.
 */
export function RatingStars({ rating, totalRatings, size = 18, className }: RatingStarsProps) {
  return (
    <span role="img" aria-label={ratingLabel(rating, totalRatings)} className={`${s.stars}${className ? ` ${className}` : ''}`}>
      {starFills(rating).map((fill, i) => (
        <span key={i} className={s.star} style={{ width: size, height: size }}>
          <Star aria-hidden="true" size={size} strokeWidth={1.5} className={s.empty} />
          {fill > 0 && (
            <span className={s.fill} style={{ width: `${fill * 100}%` }}>
              <Star aria-hidden="true" size={size} strokeWidth={1.5} fill="currentColor" />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
