import { describe, expect, it } from 'vitest';
import { ResetPasswordBody, UpdateEmailBody, UpdatePasswordBody } from './schemas';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the confirmation checks (the forms use these schemas as they are)', () => {
  it('say a mismatch even while another field has an error', () => {
    expect(messages(UpdatePasswordBody.safeParse({ old_password: '', new_password: 'velvet-harbor-quartz-92', new_password_confirm: 'other' }))).toEqual({
      old_password: 'This field is required.',
      new_password_confirm: 'The passwords do not match.',
    });
    expect(messages(UpdateEmailBody.safeParse({ new_email: 'a@example.test', new_email_confirm: 'b@example.test', password: '' }))).toEqual({
      password: 'This field is required.',
      new_email_confirm: 'The email addresses do not match.',
    });
    expect(messages(ResetPasswordBody.safeParse({ token: 'abc', new_password: 'short', new_password_confirm: 'shorter' }))).toEqual({
      new_password: 'Use at least 8 characters.',
      new_password_confirm: 'The passwords do not match.',
    });
  });

  it('stay quiet until both fields hold text, and ignore case for email', () => {
    expect(messages(UpdatePasswordBody.safeParse({ old_password: 'x', new_password: '', new_password_confirm: 'other' }))).toEqual({
      new_password: 'This field is required.',
    });
    expect(UpdateEmailBody.safeParse({ new_email: 'New@Example.test', new_email_confirm: 'new@example.test', password: 'x' }).success).toBe(true);
  });
});
