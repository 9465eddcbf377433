import { randomUUID } from 'node:crypto';
import { inspect } from 'node:util';
import { isDate } from './errors';
import type { Exec } from './exec';
import { formatDateIn } from './format';

function show(v: unknown): string {
  return typeof v === 'string' ? v : inspect(v, { depth: 4, breakLength: Infinity });
}

/** Logger.log('a %s b', x) substitutes like Apps Script; plain values are stringified. */
function loggerLine(data: unknown, values: unknown[]): string {
  if (typeof data !== 'string' || values.length === 0) return show(data);
  let i = 0;
  return data.replace(/%[sdf]/g, (tok) => (i < values.length ? show(values[i++]) : tok));
}

/** Logger, console, Session and Utilities: quiet, uncounted, lines collected in exec.logs. */
export function newLogger(exec: Exec) {
  const logger = {
    log(data: unknown, ...values: unknown[]) {
      exec.logs.push(loggerLine(data, values));
      return logger;
    },
    getLog() {
      return exec.logs.join('\n');
    },
    clear() {
      exec.logs.length = 0;
    },
  };
  return logger;
}

export function newConsole(exec: Exec) {
  const line =
    (level: string) =>
    (...args: unknown[]) => {
      exec.logs.push(`${level === 'log' ? '' : `[${level}] `}${args.map(show).join(' ')}`);
    };
  return {
    log: line('log'),
    info: line('info'),
    warn: line('warn'),
    error: line('error'),
    debug: line('debug'),
  };
}

export function newSession() {
  return {
    getScriptTimeZone: () => 'Etc/UTC',
    getActiveUser: () => ({ getEmail: () => '' }),
    getEffectiveUser: () => ({ getEmail: () => '' }),
    getTemporaryActiveUserKey: () => 'emulated-user-key',
  };
}

export function newUtilities(exec: Exec) {
  return {
    /** Formats in the given IANA zone (Java SimpleDateFormat letters yyyy MM dd HH mm ss SSS). */
    formatDate(date: Date, timeZone: string, pattern: string): string {
      if (!isDate(date)) throw new exec.realm.Error('Utilities.formatDate: not a date');
      try {
        return formatDateIn(new Date(date.getTime()), String(timeZone), pattern);
      } catch (_e) {
        throw new exec.realm.Error(`Invalid argument: timeZone ${String(timeZone)}`);
      }
    },
    getUuid: () => randomUUID(),
    sleep: (_ms: number) => {},
  };
}
