import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';
import { config } from './config';

interface RequestContext {
  requestId: string;
}

const context = new AsyncLocalStorage<RequestContext>();

/** Runs fn with a request id that every log line written inside it carries. */
export function withRequestContext<T>(requestId: string, fn: () => T): T {
  return context.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

const pretty = config.LOG_PRETTY ? config.LOG_PRETTY === '1' : Boolean(process.stdout.isTTY) && config.NODE_ENV !== 'production';

export const logger: Logger = pino({
  level: config.NODE_ENV === 'test' && !process.env.LOG_LEVEL ? 'silent' : config.LOG_LEVEL,
  base: undefined,
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { reqId: requestId } : {};
  },
  redact: ['password', '*.password', 'token', '*.token', 'req.headers.authorization', 'req.headers.cookie'],
  ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
});

/** A logger for one module, so its lines can be told apart. */
export function moduleLogger(name: string): Logger {
  return logger.child({ module: name });
}
