/** Highest rating a testimonial can carry. */
export const maxRating = 5;

/** Checks a rating is a whole number from 1 to 5 and says how assistive technology reads it. */
export function ratingLabel(rating: number): string {
  if (!Number.isInteger(rating) || rating < 1 || rating > maxRating) {
    throw new RangeError(`TestimonialCard: rating must be a whole number from 1 to ${maxRating}, got ${rating}`);
  }
  return `Rated ${rating} out of ${maxRating}`;
}
