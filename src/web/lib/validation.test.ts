import { describe, expect, it } from 'vitest';
import { ACCEPT_TERMS, PHONE_RULE, USERNAME_RULE, email, password, phone, username } from '../../modules/accounts/schemas';
import { REQUIRED, checked, required, sameAs, schemaCheck, tooLong, validate } from './validation';

describe('field checks', () => {
  it('required refuses blank and whitespace-only', () => {
    expect(required('', {})).toBe(REQUIRED);
    expect(required('   ', {})).toBe(REQUIRED);
    expect(required('x', {})).toBeNull();
  });

  it('checked refuses an unticked box with its message', () => {
    expect(checked(ACCEPT_TERMS)('', {})).toBe(ACCEPT_TERMS);
    expect(checked(ACCEPT_TERMS)('on', {})).toBeNull();
    expect(checked()('', {})).toBe('Please check this box.');
  });

  it('sameAs compares with another field, optionally ignoring case', () => {
    const values = { a: 'Secret', b: 'secret' };
    expect(sameAs('a', 'differ')('secret', values)).toBe('differ');
    expect(sameAs('a', 'differ')('Secret', values)).toBeNull();
    expect(sameAs('a', 'differ', { ignoreCase: true })(' secret ', values)).toBeNull();
  });

  it('tooLong counts trimmed characters', () => {
    expect(tooLong(3)(' abc ', {})).toBeNull();
    expect(tooLong(3)('abcd', {})).toBe('At most 3 characters.');
  });

  it('schemaCheck gives the API schema message and leaves blank to required', () => {
    expect(schemaCheck(email)('nope', {})).toBe('Please enter a valid email address.');
    expect(schemaCheck(email)('a@example.com', {})).toBeNull();
    expect(schemaCheck(username)('a b', {})).toBe(USERNAME_RULE);
    expect(schemaCheck(password)('short', {})).toBe('Use at least 8 characters.');
    expect(schemaCheck(phone)('12', {})).toBe(PHONE_RULE);
    expect(schemaCheck(phone)('(555) 555-5555', {})).toBeNull();
    expect(schemaCheck(email)('', {})).toBeNull();
  });
});

describe('validate', () => {
  it('returns the first failing message per field and passes all values to each check', () => {
    const values = { email: '', pw: 'abcdefgh', pw2: 'abcdefgX' };
    const errors = validate(values, {
      email: [required, schemaCheck(email)],
      pw: [required],
      pw2: [required, sameAs('pw', 'The passwords do not match.')],
    });
    expect(errors).toEqual({ email: REQUIRED, pw2: 'The passwords do not match.' });
  });
});
