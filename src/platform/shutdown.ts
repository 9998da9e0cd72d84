import { logger } from './logger';

type Closer = { name: string; close: () => Promise<unknown> | unknown };

const closers: Closer[] = [];
let closing: Promise<void> | null = null;

/** Registers something to close on shutdown; closed in reverse order of registration. */
export function onShutdown(name: string, close: Closer['close']): void {
  closers.push({ name, close });
}

/** Closes everything registered (once), newest first: servers stop before the pools they use. */
export function shutdown(): Promise<void> {
  closing ??= (async () => {
    for (const closer of [...closers].reverse()) {
      try {
        await closer.close();
        logger.debug({ closer: closer.name }, 'closed');
      } catch (err) {
        logger.error({ err, closer: closer.name }, 'failed to close');
      }
    }
    closers.length = 0;
  })();
  return closing;
}

/** Exits cleanly on SIGTERM/SIGINT, or forcibly if closing takes longer than graceMs. */
export function handleSignals(graceMs = 25_000): void {
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    void shutdown().then(() => process.exit(0));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

/**
 * An error nothing caught (a throw in a callback, a promise rejected with nobody waiting) leaves the
 * process in a state nobody planned for: it is logged with the request id it happened under, and the
 * process ends at once rather than limp on half-alive; its supervisor (npm start, the platform's
 * process manager, systemd) starts it again. A rejection nobody handled arrives here too (Node's
 * default, --unhandled-rejections=throw), with origin 'unhandledRejection'.
 */
export function exitOnUncaughtErrors(): void {
  process.on('uncaughtException', (err, origin) => {
    logger.fatal({ err, origin }, 'uncaught exception; exiting (the supervisor starts the process again)');
    process.exit(1);
  });
}
