import { Percent } from 'lucide-react';
import { createElement, lazy } from 'react';
import type { RaRecord } from 'react-admin';
import type { TaxRateRecord } from '../../modules/checkout/admin-schemas';
import type { RatePagesProps } from '../shipping-rates/rate-pages';
import { TaxRateList, region } from './TaxRateList';

// Edit and create are the shipping rates' pages with this table's form and words.
const RateEdit = lazy(() => import('../shipping-rates/rate-pages').then((m) => ({ default: m.RateEdit })));
const RateCreate = lazy(() => import('../shipping-rates/rate-pages').then((m) => ({ default: m.RateCreate })));
const TaxRateForm = lazy(() => import('./TaxRateForm').then((m) => ({ default: m.TaxRateForm })));

const name = (r: RaRecord) => region(r as TaxRateRecord);

const props: RatePagesProps = {
  resource: 'tax-rates',
  noun: 'tax rate',
  Form: TaxRateForm,
  name,
  deleteNote: 'Checkout stops charging this tax at once; orders already placed keep theirs.',
};

/** Tax rates (/chariot/tax-rates, /api/admin/tax-rates): shown and edited in percent. */
export default {
  list: TaxRateList,
  edit: () => createElement(RateEdit, props),
  create: () => createElement(RateCreate, props),
  icon: Percent,
  recordRepresentation: name,
  options: { label: 'Tax rates' },
};
