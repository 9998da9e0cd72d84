import { AppError } from '../../platform/errors';
import { db as defaultDb, type Db } from '../../platform/db';
import { checkoutNotFound, type Checkout } from './checkouts';
import { isCountry, isPostcodeOf, statesOf } from './regions';
import { fieldErrors } from '../../platform/http/validate';
import { ADDRESS_MESSAGE, AddressInput, type CheckoutAddressInput } from './schemas';

export interface SavedAddress extends CheckoutAddressInput {
  id: number;
  token: string;
  user_id: number | null;
  checkout_id: number | null;
}

/** Field errors beyond the schema's: the country exists, the state belongs to it, the postcode (when there is one) fits it. */
export function addressErrors(a: CheckoutAddressInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!isCountry(a.country_code)) errors.country_code = ['Please choose a country.'];
  const states = statesOf(a.country_code);
  if (Object.keys(states).length) {
    if (!a.state_code) errors.state_code = ['This field is required.'];
    else if (!(a.state_code.toUpperCase() in states)) errors.state_code = ['Please choose a state.'];
  }
  if (a.postcode !== null && !isPostcodeOf(a.postcode, a.country_code)) errors.postcode = ['Please enter a valid postcode.'];
  return errors;
}

const POSTAL_FIELDS = { phone_number: null, street1: null, street2: null, city: null, postcode: null };

/**
 * The address a cart needs, checked: a whole postal address when anything in it ships, else only
 * the buyer's name, email, country and state (downloads: the postal fields typed are not kept). A
 * wrong one is a 400 with SPEC.md §8's message and the fields.
 */
export function checkAddress(input: CheckoutAddressInput, ships: boolean): CheckoutAddressInput {
  const postal = ships ? AddressInput.safeParse(input) : null;
  if (postal && !postal.success) throw new AppError('invalid_address', ADDRESS_MESSAGE, 400, fieldErrors(postal.error, 'shipping_address'));
  const address = ships ? input : { ...input, ...POSTAL_FIELDS };
  const errors = addressErrors(address);
  if (Object.keys(errors).length) throw new AppError('invalid_address', ADDRESS_MESSAGE, 400, errors);
  return address;
}

/** Saves a checked address to the buyer's checkout. */
export async function saveAddress(input: CheckoutAddressInput, checkout: Checkout, db: Db): Promise<SavedAddress> {
  const hasStates = Object.keys(statesOf(input.country_code)).length > 0;
  const values = { ...input, state_code: hasStates ? input.state_code!.toUpperCase() : null, user_id: checkout.user_id, checkout_id: checkout.id };
  // The page asks again whenever the cart changes: the same address today in this checkout is the same row.
  const same: SavedAddress | undefined = await db('addresses')
    .where(values)
    .where('created_at', '>', db.raw("now() - interval '1 day'"))
    .first();
  if (same) return same;
  const [row] = await db('addresses').insert(values).returning('*');
  return row as SavedAddress;
}

const ADDRESS_FIELDS = ['name', 'email', 'phone_number', 'street1', 'street2', 'city', 'country_code', 'state_code', 'postcode'] as const;

/**
 * The address the member gave at their latest checkout (it passed the checks then), to offer at
 * the next one; null when they have given none. A member's own only: guests have no history.
 */
export async function lastAddressOf(userId: number, db: Db = defaultDb): Promise<AddressInput | null> {
  const row: AddressInput | undefined = await db('addresses').where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).first(ADDRESS_FIELDS);
  return row ?? null;
}

/** The address a quote names by its token: one of the caller's checkout, and not another member's. */
export async function addressByToken(token: string, checkout: Checkout, userId: number | null, db: Db): Promise<SavedAddress> {
  const row: SavedAddress | undefined = await db('addresses').where({ token, checkout_id: checkout.id }).first();
  if (!row || (row.user_id !== null && row.user_id !== userId)) throw checkoutNotFound();
  return row;
}
