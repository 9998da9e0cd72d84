import { AddressInput, CheckoutAddressInput } from '../../../modules/checkout/schemas';
import { REQUIRED } from '../../../platform/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Truck } from 'lucide-react';
import { useEffect } from 'react';
import { stateCodesQuery } from '../../api/checkout';
import { queryClient } from '../../api/query-client';
import type { User } from '../../api/auth';
import { Form, FormActions, FormRow } from '../../components/forms/FormParts';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { EmailField, TextField } from '../../components/ui/TextField';
import { useFormSubmit, useZodForm } from '../../lib/form';
import { DEFAULT_COUNTRY, countryOptions } from './countries';

const hasStates = (country: unknown) => Object.keys(queryClient.getQueryData(stateCodesQuery(String(country ?? '')).queryKey) ?? {}).length > 0;

/**
 * The server's AddressInput, with SPEC §5's one rule it cannot know alone: the state is required
 * where the country has states (as the page has loaded them). Checked with the other fields, so
 * a submit shows every problem at once.
 */
const stateRule = { path: ['state_code'], message: REQUIRED, when: () => true };
const AddressFormSchema = AddressInput.refine((a) => !hasStates(a.country_code) || !!a.state_code, stateRule);
/** A cart of downloads only (issue 26): the name, email, country and state, which the tax goes by. */
const BuyerFormSchema = CheckoutAddressInput.refine((a) => !hasStates(a.country_code) || !!a.state_code, stateRule);

/** The signed-in member's name, email and phone, so they need not type them. */
const memberDefaults = (user: User | null) => ({
  name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
  email: user?.email ?? '',
  phone_number: user?.phone ?? '',
  street1: '',
  street2: '',
  city: '',
  country_code: DEFAULT_COUNTRY,
  state_code: '',
  postcode: '',
});

/** The member's last checkout address, whole, when they have one (its blank fields as the form's ''). */
const defaultsFor = (user: User | null, lastAddress: AddressInput | null) =>
  lastAddress ? { ...lastAddress, street2: lastAddress.street2 ?? '', state_code: lastAddress.state_code ?? '' } : memberDefaults(user);

interface AddressFormProps {
  user: User | null;
  /** The signed-in member's latest checkout address (GET /shop/last-address). */
  lastAddress: AddressInput | null;
  /** Every line is a download: no postal address is asked. */
  downloadsOnly: boolean;
  /** Sends the address for shipping options; throws with field errors when it is refused. */
  onSend: (address: CheckoutAddressInput) => Promise<void>;
  /** A field changed: the options shown were for the address before. */
  onEdit: () => void;
}

/**
 * SPEC §2 shipping address form; 'Show shipping options' sends it (step 1 of the checkout). For a
 * cart of downloads only, the buyer's details alone, sent by 'Continue to payment'.
 */
export function AddressForm({ user, lastAddress, downloadsOnly, onSend, onEdit }: AddressFormProps) {
  const form = useZodForm(downloadsOnly ? BuyerFormSchema : AddressFormSchema, { defaultValues: defaultsFor(user, lastAddress) });
  const { errors } = form.formState;
  // The shipping area says what went wrong (SPEC §8's address message); fields show their own.
  const submit = useFormSubmit(form, onSend, { onFormError: () => undefined });
  const country = String(form.watch('country_code') ?? DEFAULT_COUNTRY);
  const states = useQuery(stateCodesQuery(country));
  const stateEntries = Object.entries(states.data ?? {}).sort(([, a], [, b]) => a.localeCompare(b, 'en'));

  useEffect(() => {
    const watching = form.watch((_, { type }) => {
      if (type === 'change') onEdit();
    });
    return () => watching.unsubscribe();
  }, [form, onEdit]);

  const countryField = form.field('country_code');
  return (
    <Form onSubmit={submit.onSubmit} busy={submit.submitting} aria-label={downloadsOnly ? 'Your details' : 'Shipping address'}>
      <TextField label="Full name" autoComplete="name" maxLength={120} error={errors.name?.message} {...form.field('name')} />
      <FormRow>
        <EmailField label="Email" error={errors.email?.message} {...form.field('email')} />
        {!downloadsOnly && (
          <TextField label="Phone" type="tel" autoComplete="tel" placeholder="(555) 555-5555" maxLength={40} error={errors.phone_number?.message} {...form.field('phone_number')} />
        )}
      </FormRow>
      {!downloadsOnly && (
        <>
          <TextField label="Street address" autoComplete="address-line1" maxLength={200} error={errors.street1?.message} {...form.field('street1')} />
          <TextField label="Apartment, suite, etc. (optional)" autoComplete="address-line2" maxLength={200} error={errors.street2?.message} {...form.field('street2')} />
          <FormRow>
            <TextField label="City" autoComplete="address-level2" maxLength={120} error={errors.city?.message} {...form.field('city')} />
            <TextField label="Postcode" autoComplete="postal-code" maxLength={20} error={errors.postcode?.message} {...form.field('postcode')} />
          </FormRow>
        </>
      )}
      <FormRow>
        <SelectField
          label="Country"
          autoComplete="country"
          error={errors.country_code?.message}
          {...countryField}
          onChange={(e) => {
            // Another country's states are not this one's.
            form.setValue('state_code', '');
            return countryField.onChange(e);
          }}
        >
          {countryOptions().map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {stateEntries.length > 0 && (
          <SelectField label="State" autoComplete="address-level1" error={errors.state_code?.message} {...form.field('state_code')}>
            <option value="">Select...</option>
            {stateEntries.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
        )}
      </FormRow>
      <FormActions>
        <Button type="submit" busy={submit.submitting} disabled={submit.hasErrors}>
          {downloadsOnly ? <ArrowRight aria-hidden="true" size={18} /> : <Truck aria-hidden="true" size={18} />}
          {downloadsOnly ? 'Continue to payment' : 'Show shipping options'}
        </Button>
      </FormActions>
    </Form>
  );
}
