/**
 * Content: articles, their references and tags, volumes, article votes. Other modules use only
 * what is exported here.
 */
export { contentJobs } from './jobs';
export { contentTables } from './tables';
