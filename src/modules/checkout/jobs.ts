import type { JobDefinition, Schedule } from '../../platform/jobs';
import { mailRefund } from './admin-refunds';
import { mailOrderShipped } from './admin-shipments';
import { finalizeOrder, mailOrderConfirmation, mailOrderUnfilled, refundUnfilledOrder } from './finalize';
import { reconcilePayments } from './payment-events';
import { eraseOldIps, forgetDeletedMember } from './privacy';

const DAY = 24 * 60 * 60 * 1000;

export const checkoutJobs: JobDefinition[] = [forgetDeletedMember, eraseOldIps, finalizeOrder, mailOrderConfirmation, refundUnfilledOrder, mailOrderUnfilled, reconcilePayments, mailOrderShipped, mailRefund];
export const checkoutSchedules: Schedule[] = [{ job: reconcilePayments, everyMs: DAY }];
