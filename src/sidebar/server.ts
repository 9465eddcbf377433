// The sidebar's only way to the server: google.script.run, one call as a promise.

interface Runner {
  withSuccessHandler(fn: (value: unknown) => void): Runner;
  withFailureHandler(fn: (error: Error) => void): Runner;
  [name: string]: unknown;
}
declare const google: { script: { run: Runner } };

/** One google.script.run call as a promise. */
export function call<T>(name: string, ...args: unknown[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const runner = google.script.run.withSuccessHandler((v) => resolve(v as T)).withFailureHandler(reject);
    (runner[name] as (...a: unknown[]) => void)(...args);
  });
}

/** The message of a failed call (or anything thrown), for a status line. */
export function errorText(e: unknown): string {
  return (e as Error).message ?? String(e);
}
