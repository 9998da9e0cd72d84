import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../api/client';
import { FORM_ERROR, errorCode, formFailure, shownFailure } from './form-errors';

describe('formFailure (SPEC §8 form submit failure)', () => {
  it("merges the form's own field errors (first message) and shows data.message", () => {
    const err = new ApiError(409, 'Please correct the highlighted fields.', { email: ['Taken.', 'Also bad.'], other: ['Ignored.'] }, 'r1', 'validation');
    expect(formFailure(err, ['email', 'username'])).toEqual({
      fieldErrors: { email: 'Taken.' },
      message: 'Please correct the highlighted fields.',
    });
  });

  it("uses the form's network message when no response came", () => {
    const err = new ApiError(0, NETWORK_ERROR);
    expect(formFailure(err, ['user'], 'A network error occurred while attempting authentication/login.')).toEqual({
      fieldErrors: {},
      message: 'A network error occurred while attempting authentication/login.',
    });
    expect(formFailure(err, ['user']).message).toBe(NETWORK_ERROR);
  });

  it("falls back to the error's text, then to 'An error has occurred.'", () => {
    expect(formFailure(new Error('Boom'), ['a']).message).toBe('Boom');
    expect(formFailure('what', ['a']).message).toBe(FORM_ERROR);
  });

  it('reads the error code of API errors only', () => {
    expect(errorCode(new ApiError(403, 'x', {}, undefined, 'deactivated'))).toBe('deactivated');
    expect(errorCode(new Error('x'))).toBeUndefined();
  });
});

describe('shownFailure (one error in one place)', () => {
  it('drops the form message when the server put errors under fields', () => {
    const err = new ApiError(409, 'Please correct the highlighted fields.', { username: ['This username is taken.'] }, 'r1', 'validation');
    expect(shownFailure(err, ['email', 'username'])).toEqual({ fieldErrors: { username: 'This username is taken.' }, message: null });
  });

  it("keeps the form message when no field error belongs to the form's fields", () => {
    const err = new ApiError(400, 'This link is invalid or has expired.', { token: ['Invalid.'] });
    expect(shownFailure(err, ['new_password', 'new_password_confirm'])).toEqual({ fieldErrors: {}, message: 'This link is invalid or has expired.' });
    expect(shownFailure(new ApiError(0, NETWORK_ERROR), ['user'], 'A network error occurred while attempting authentication/login.').message).toBe(
      'A network error occurred while attempting authentication/login.',
    );
  });
});
