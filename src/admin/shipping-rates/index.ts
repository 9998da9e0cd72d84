import { Truck } from 'lucide-react';
import { createElement, lazy } from 'react';
import type { RaRecord } from 'react-admin';
import type { ShippingRateRecord } from '../../modules/checkout/admin-schemas';
import { countryCodes } from './countries';
import type { RatePagesProps } from './rate-pages';
import { ShippingRateList } from './ShippingRateList';

const RateEdit = lazy(() => import('./rate-pages').then((m) => ({ default: m.RateEdit })));
const RateCreate = lazy(() => import('./rate-pages').then((m) => ({ default: m.RateCreate })));
const ShippingRateForm = lazy(() => import('./ShippingRateForm').then((m) => ({ default: m.ShippingRateForm })));

const name = (r: RaRecord) => `${(r as ShippingRateRecord).zone}, ${(r as ShippingRateRecord).level.toLowerCase()}`;

const props: RatePagesProps = {
  resource: 'shipping-rates',
  noun: 'shipping rate',
  Form: ShippingRateForm,
  name,
  transform: (data) => ({ ...data, countries: countryCodes(data.countries) }),
  deleteNote: 'Checkout stops offering this level in this zone at once.',
  defaultValues: { countries: '', cost_per_order: 0, cost_per_item: 0, active: true },
};

/** Shipping rates (/chariot/shipping-rates, /api/admin/shipping-rates): what each zone's levels cost. */
export default {
  list: ShippingRateList,
  edit: () => createElement(RateEdit, props),
  create: () => createElement(RateCreate, props),
  icon: Truck,
  recordRepresentation: name,
  options: { label: 'Shipping rates' },
};
