import { BookOpen, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatCents, toCents } from '../../lib/money';
import type { SkuResponse } from '../../api/shop';
import { DOWNLOAD_AFTER_PURCHASE, downloadFacts } from '../../lib/downloads';
import { LOW_STOCK } from '../../lib/shop';
import { cartActions } from '../../state/cart';
import { HeldForOthers } from '../shop/held-stock';
import type { CartItem } from './cart-items';
import s from './Cart.module.css';
import { QuantityStepper } from './QuantityStepper';

interface CartLineItemProps {
  item: CartItem;
  /** The drawer shows a checkbox to choose what goes to checkout; the checkout page lists the chosen only. */
  selectable: boolean;
  /** Following the title's link (the drawer closes). */
  onNavigate?: () => void;
}

function StockNote({ item, onNavigate }: { item: CartItem; onNavigate?: () => void }) {
  if (item.state === 'choose_format') {
    return (
      <p className={s.note}>
        <Link to={`/shop/${item.id}`} onClick={onNavigate}>
          Choose a format
        </Link>{' '}
        to buy it.
      </p>
    );
  }
  if (item.state === 'out_of_stock') return <p className={`${s.note} ${s.out}`}>Out of Stock</p>;
  if (item.state === 'held') {
    return (
      <p className={`${s.note} ${s.out}`}>
        <HeldForOthers until={item.sku?.held_until ?? null} />
      </p>
    );
  }
  if (item.state === 'unavailable') return <p className={`${s.note} ${s.out}`}>No longer available</p>;
  // What can be bought now: the units others hold are not (issue 36). A download never runs out.
  const stock = item.maxQuantity;
  if (item.state === 'available' && !item.sku?.digital && stock < LOW_STOCK) return <p className={`${s.note} ${s.low}`}>Only {stock} left in stock</p>;
  return null;
}

/** A download's line says what it is and how it comes, in place of stock (issue 36): one copy, no stepper. */
function DownloadNote({ sku }: { sku: SkuResponse }) {
  const facts = downloadFacts(sku);
  return <p className={s.note}>{facts ? `${facts} · ${DOWNLOAD_AFTER_PURCHASE}` : DOWNLOAD_AFTER_PURCHASE}</p>;
}

/**
 * Removing a line removes the focused button with it: focus moves to the next line (or the one
 * before), else to the dialog's first control (its Close) or the main area, never to the page's top.
 */
function removeKeepingFocus(button: HTMLElement, remove: () => void) {
  const line = button.closest('li');
  const neighbour = line?.nextElementSibling ?? line?.previousElementSibling;
  const target = neighbour?.querySelector<HTMLElement>('a, button') ?? line?.closest('dialog')?.querySelector<HTMLElement>('button') ?? document.getElementById('main');
  remove();
  target?.focus();
}

/** One cart line: picture, title, price, stock (or what a download is), quantity, Remove and (in the drawer) its checkbox. */
export function CartLineItem({ item, selectable, onNavigate }: CartLineItemProps) {
  const buyable = item.state === 'available';
  const lineCents = toCents(item.price) * item.quantity;
  return (
    <li className={`${s.line}${buyable || item.state === 'loading' ? '' : ` ${s.inactive}`}`} aria-busy={item.state === 'loading' || undefined}>
      {selectable && (
        <input
          type="checkbox"
          className={s.check}
          checked={item.selected}
          disabled={!buyable}
          aria-label={`Include ${item.title} in checkout`}
          onChange={(e) => cartActions.setSelected(item.id, e.target.checked)}
        />
      )}
      <span className={s.thumb} aria-hidden="true">
        {item.thumb ? <img src={item.thumb} alt="" loading="lazy" decoding="async" /> : <BookOpen size={22} strokeWidth={1.25} />}
      </span>
      <div className={s.body}>
        <p className={s.title}>
          {item.sku ? (
            <Link to={`/shop/${item.id}`} onClick={onNavigate}>
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </p>
        {item.sku && item.state !== 'choose_format' && (
          <p className={s.price}>
            {formatCents(lineCents)}
            {item.quantity > 1 && <span className={s.each}> ({formatCents(toCents(item.price))} each)</span>}
          </p>
        )}
        {item.sku?.digital ? <DownloadNote sku={item.sku} /> : <StockNote item={item} onNavigate={onNavigate} />}
        <div className={s.controls}>
          {buyable && !item.sku?.digital && <QuantityStepper label={item.title} value={item.quantity} max={item.maxQuantity} onChange={(q) => cartActions.setQuantity(item.id, q)} />}
          <button type="button" className={s.remove} aria-label={`Remove ${item.title}`} onClick={(e) => removeKeepingFocus(e.currentTarget, () => cartActions.remove(item.id))}>
            <Trash2 aria-hidden="true" size={16} />
            <span>Remove</span>
          </button>
        </div>
      </div>
    </li>
  );
}
