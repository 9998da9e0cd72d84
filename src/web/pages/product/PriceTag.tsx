import s from './Purchase.module.css';

/** The buy box's price, read out as "Price: $19.50" (a format's, a product's "From", a download's). */
export function PriceTag({ text }: { text: string }) {
  return (
    <p className={s.price}>
      <span className="visually-hidden">Price: </span>
      {text}
    </p>
  );
}
