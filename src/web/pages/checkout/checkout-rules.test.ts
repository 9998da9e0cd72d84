import { describe, expect, it } from 'vitest';
import type { ShippingOption } from '../../../modules/checkout/schemas';
import { addressFieldErrors, canPlaceOrder, pickLevel } from './checkout-rules';

const option = (level: ShippingOption['level'], cost = '4.95'): ShippingOption => ({ level, cost_excl_tax: cost, max_delivery_date: '2026-06-12' });

describe('choosing a shipping option when the options refresh', () => {
  const options = [option('MAIL', '0.00'), option('GROUND'), option('EXPRESS', '19.00')];

  it('selects the first when nothing was chosen', () => {
    expect(pickLevel(options, null)).toBe('MAIL');
  });

  it('keeps the level chosen before when it is still offered', () => {
    expect(pickLevel(options, 'EXPRESS')).toBe('EXPRESS');
  });

  it('falls back to the first when the chosen level is gone, and to none without options', () => {
    expect(pickLevel([option('GROUND'), option('MAIL')], 'EXPRESS')).toBe('GROUND');
    expect(pickLevel([], 'GROUND')).toBeNull();
  });
});

describe('the address form takes the server’s field errors', () => {
  it('from the request path or the bare field name, dropping the rest', () => {
    expect(addressFieldErrors({ 'shipping_address.street1': ['This field is required.'], postcode: ['Please enter a valid postcode.'], skus: ['Your cart is empty.'], 'shipping_address.bogus': ['x'] })).toEqual({
      street1: ['This field is required.'],
      postcode: ['Please enter a valid postcode.'],
    });
  });
});

describe('Place Your Order', () => {
  const quote = { shipping_cost: '0.00', items_subtotal: '19.50' };

  it('is enabled with a quote holding a shipping cost and an items subtotal, nothing loading', () => {
    expect(canPlaceOrder(false, quote)).toBe(true);
  });

  it('is disabled while loading or when either amount is missing', () => {
    expect(canPlaceOrder(true, quote)).toBe(false);
    expect(canPlaceOrder(false, null)).toBe(false);
    expect(canPlaceOrder(false, { ...quote, shipping_cost: '' })).toBe(false);
    expect(canPlaceOrder(false, { ...quote, items_subtotal: '' })).toBe(false);
  });
});
