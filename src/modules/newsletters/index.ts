/**
 * Newsletters: what members follow by mail (new articles, one by one or in digests, and replies to
 * their comments), the sends and their log, and one-click unsubscribing. Other modules use only
 * what is exported here.
 */
export { newslettersTables } from './tables';
