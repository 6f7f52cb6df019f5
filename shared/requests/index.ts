/** The request log's face to the other rooms (docs/architecture.md): how many partitions an account's log spans. */
export { logPartitionCount } from './log';
