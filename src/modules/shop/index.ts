/**
 * Shop: the catalogue of SKUs (books and their formats), product tags, reviews, images and
 * services. Other modules use only what is exported here.
 */
export { shopRouter } from './http';
