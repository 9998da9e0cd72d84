import { useState } from 'react';
import { useNotify, type Identifier } from 'react-admin';

/** What a batch action says when every request succeeded (given how many), and when any failed. */
export interface BatchToasts {
  done: string | ((count: number) => string);
  failed: string;
}

/** The message of the server's answer to a failed request, when it sent one. */
function serverMessage(reason: unknown): string | null {
  const message = (reason as { body?: { message?: unknown } } | null)?.body?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * An action over one or more records, one request each (the admin API has no batch verbs), with
 * one toast: the success toast when every request succeeded, the failure toast otherwise.
 * `run` resolves with the ids that succeeded; `pending` names the action under way.
 */
export function useBatchAction<A extends string>(perform: (action: A, id: Identifier) => Promise<unknown>, toasts: Record<A, BatchToasts>) {
  const notify = useNotify();
  const [pending, setPending] = useState<A | null>(null);

  const run = async (action: A, ids: Identifier[]): Promise<Identifier[]> => {
    setPending(action);
    try {
      const results = await Promise.allSettled(ids.map((id) => perform(action, id).then(() => id)));
      const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      if (done.length < results.length) {
        const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
        console.error(reasons);
        // The server's own words for a refusal (a SKU without a price) go under the failure toast.
        const why = reasons.map(serverMessage).find((m) => m !== null);
        notify(why ? `${toasts[action].failed}\n${why}` : toasts[action].failed, { type: 'error', multiLine: !!why });
      } else {
        const { done: said } = toasts[action];
        notify(typeof said === 'string' ? said : said(done.length), { type: 'success' });
      }
      return done;
    } finally {
      setPending(null);
    }
  };

  return { run, pending };
}
