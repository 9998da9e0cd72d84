import { Truck } from 'lucide-react';
import { lazy } from 'react';
import type { ShippingRateRecord } from '../../modules/checkout/admin-schemas';
import { countryCodes } from './countries';
import { rateResource } from './rate-resource';
import { ShippingRateList } from './ShippingRateList';

const ShippingRateForm = lazy(() => import('./ShippingRateForm').then((m) => ({ default: m.ShippingRateForm })));

/** Shipping rates (/chariot/shipping-rates, /api/admin/shipping-rates): what each zone's levels cost. */
export default rateResource(
  {
    resource: 'shipping-rates',
    noun: 'shipping rate',
    Form: ShippingRateForm,
    name: (r) => `${(r as ShippingRateRecord).zone}, ${(r as ShippingRateRecord).level.toLowerCase()}`,
    transform: (data) => ({ ...data, countries: countryCodes(data.countries) }),
    deleteNote: 'Checkout stops offering this level in this zone at once.',
    defaultValues: { countries: '', cost_per_order: 0, cost_per_item: 0, active: true },
  },
  ShippingRateList,
  Truck,
  'Shipping rates',
);
