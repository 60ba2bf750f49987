import type { WorldSnapshot } from '@portal/contract/admin';

/**
 * Where the demo keeps its world between visits: one IndexedDB record (a world is larger than
 * localStorage's few megabytes once slips are uploaded). A browser that refuses IndexedDB (a private window
 * of some browsers) gets a demo that starts afresh on each visit, never an error.
 */

const DATABASE = 'wallet-portal-demo';
const STORE = 'world';
const KEY = 'current';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB refused'));
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('indexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('indexedDB aborted'));
    });
  } finally {
    db.close();
  }
}

/** The saved record as it is (unknown: checked by whoever takes it up). */
export async function loadSavedWorld(): Promise<unknown> {
  try {
    const saved = await run('readonly', (store) => store.get(KEY) as IDBRequest<unknown>);
    return saved ?? null;
  } catch {
    return null;
  }
}

export async function saveWorld(snapshot: WorldSnapshot): Promise<boolean> {
  try {
    await run('readwrite', (store) => store.put(snapshot, KEY));
    return true;
  } catch {
    return false;
  }
}

export async function forgetSavedWorld(): Promise<void> {
  try {
    await run('readwrite', (store) => store.delete(KEY));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
