/** The cart button's badge and its words for a screen reader. */
export function CartCount({ count, id }: { count: number; id: string }) {
  return (
    <>
      <span className={`badge${count === 0 ? ' is-empty' : ''}`} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span id={id} className="visually-hidden">
        {count === 1 ? '1 item' : `${count} items`}
      </span>
    </>
  );
}
