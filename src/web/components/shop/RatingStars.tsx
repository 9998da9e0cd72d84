import { Star } from 'lucide-react';
import { ratingLabel, starFills } from '../../lib/shop';

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
    <span role="img" aria-label={ratingLabel(rating, totalRatings)} className={`stars${className ? ` ${className}` : ''}`}>
      {starFills(rating).map((fill, i) => (
        <span key={i} className="star" style={{ width: size, height: size }}>
          <Star aria-hidden="true" size={size} strokeWidth={1.5} className="star-empty" />
          {fill > 0 && (
            <span className="star-fill" style={{ width: `${fill * 100}%` }}>
              <Star aria-hidden="true" size={size} strokeWidth={1.5} fill="currentColor" />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
