import { exception } from './errors';
import type { Exec } from './exec';
import type { LockKind } from './store';

type GLock = GoogleAppsScript.Lock.Lock;
type GLockService = GoogleAppsScript.Lock.LockService;

/**
 * The lock state lives in the shared store, keyed by execution id, so two emulator executions
 * over one document contend. Nothing ever sleeps: a lock another execution holds would only be
 * released by that execution, which cannot run while this one waits in the same thread.
 */
class EmuLock implements Pick<GLock, 'tryLock' | 'waitLock' | 'releaseLock' | 'hasLock'> {
  constructor(
    private exec: Exec,
    private kind: LockKind,
  ) {}
  tryLock(_timeoutInMillis: number): boolean {
    const { store } = this.exec;
    if (store.lockHeldElsewhere) return false;
    const owner = store.locks[this.kind];
    if (owner !== null && owner !== this.exec.id) return false;
    store.locks[this.kind] = this.exec.id;
    return true;
  }
  waitLock(timeoutInMillis: number): void {
    if (!this.tryLock(timeoutInMillis)) {
      throw exception(this.exec.realm, 'Lock timeout: another process was holding the lock for too long.');
    }
  }
  releaseLock(): void {
    if (this.exec.store.locks[this.kind] === this.exec.id) this.exec.store.locks[this.kind] = null;
  }
  hasLock(): boolean {
    return this.exec.store.locks[this.kind] === this.exec.id;
  }
}

class EmuLockService implements Pick<GLockService, 'getDocumentLock' | 'getScriptLock' | 'getUserLock'> {
  constructor(private exec: Exec) {}
  private lock(kind: LockKind): GLock {
    return this.exec.calls.wrap(new EmuLock(this.exec, kind), 'Lock') as unknown as GLock;
  }
  getDocumentLock(): GLock {
    return this.lock('document');
  }
  getScriptLock(): GLock {
    return this.lock('script');
  }
  getUserLock(): GLock {
    return this.lock('user');
  }
}

export function newLockService(exec: Exec): GLockService {
  return exec.calls.wrap(new EmuLockService(exec), 'LockService') as unknown as GLockService;
}
