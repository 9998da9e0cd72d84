import { Percent } from 'lucide-react';
import { lazy } from 'react';
import type { TaxRateRecord } from '../../modules/checkout/admin-schemas';
import { rateResource } from '../shipping-rates/rate-resource';
import { TaxRateList, region } from './TaxRateList';

const TaxRateForm = lazy(() => import('./TaxRateForm').then((m) => ({ default: m.TaxRateForm })));

/** Tax rates (/chariot/tax-rates, /api/admin/tax-rates): shown and edited in percent. */
export default rateResource(
  {
    resource: 'tax-rates',
    noun: 'tax rate',
    Form: TaxRateForm,
    name: (r) => region(r as TaxRateRecord),
    deleteNote: 'Checkout stops charging this tax at once; orders already placed keep theirs.',
  },
  TaxRateList,
  Percent,
  'Tax rates',
);
