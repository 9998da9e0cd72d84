import { subscribe } from '../../platform/events';
import { memberDeleted, memberRegistered } from '../accounts';
import { forgetMember, hasChosen, setChoices } from './choices';

/** A member who ticked "Send me new articles by email" on the registration form gets each new article. */
export const takeRegistrationChoice = subscribe(memberRegistered, 'newsletters', async ({ userId, newsletter, at }) => {
  // Run again after the member changed their choices, the form's tick must not undo the change.
  if (!newsletter || (await hasChosen(userId))) return;
  await setChoices(userId, { articles: 'each', all_articles: true, tag_ids: [], replies: false }, 'registration', undefined, new Date(at));
});

/** A deleted member's choices, consents and logs go. Safe to run twice. */
export const forgetDeletedMember = subscribe(memberDeleted, 'newsletters', ({ userId }) => forgetMember(userId));
