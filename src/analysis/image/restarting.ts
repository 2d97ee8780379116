// The image check's engines (faces, barcodes, text) each run in their own WASM instance or worker
// thread. One picture can break an instance (a WASM abort, a worker that dies); these wrappers
// load the engine on first use and, when a call fails, drop the instance so the next picture gets
// a fresh one. The failing picture's stage is reported as not checked by checkImage; the batch
// and the next pictures go on.
// Invariant: a failed call or load never leaves a broken instance cached; `close` ends whatever
// instance is alive.
import type { TextRecognizer } from './ocr.ts';

type Detector<R> = (image: never) => Promise<R>;

/** The engine instance alive now, if any: loading or loaded. */
interface Slot<T> {
  current: Promise<T> | null;
}

/** The live instance, loading one when there is none; a failed load is forgotten. */
async function live<T>(slot: Slot<T>, load: () => Promise<T> | T): Promise<T> {
  const loading = (slot.current ??= Promise.resolve().then(load));
  try {
    return await loading;
  } catch (error) {
    // Offline on first use, or the model failed to load: try again next time.
    if (slot.current === loading) slot.current = null;
    throw error;
  }
}

/** Runs one call on the live instance; when it fails, `drop` is given the instance it ran on. */
async function attempt<T, R>(
  slot: Slot<T>,
  load: () => Promise<T> | T,
  call: (instance: T) => Promise<R>,
  drop: (failed: Promise<T>) => void,
): Promise<R> {
  const instance = await live(slot, load);
  const used = slot.current as Promise<T>;
  try {
    return await call(instance);
  } catch (error) {
    if (slot.current === used) {
      slot.current = null;
      drop(used);
    }
    throw error;
  }
}

/** A detector function (faces, barcodes) that is loaded again after any failure. */
export function restartingDetector<D extends Detector<unknown>>(
  load: () => Promise<D> | D,
): () => Promise<D> {
  const slot: Slot<D> = { current: null };
  const facade = ((image: never) =>
    attempt(
      slot,
      load,
      (detect) => detect(image),
      () => undefined,
    )) as D;
  return async () => {
    await live(slot, load);
    return facade;
  };
}

/** A text recognizer whose worker is ended and started afresh after a failed picture. */
export function restartingTextRecognizer(
  load: () => Promise<TextRecognizer>,
): (() => Promise<TextRecognizer>) & { close(): Promise<void> } {
  const slot: Slot<TextRecognizer> = { current: null };
  // The old worker may already be gone; ending it is best effort.
  const end = (failed: Promise<TextRecognizer>) =>
    void failed.then((worker) => worker.close()).catch(() => undefined);
  const facade: TextRecognizer = {
    recognize: (image) => attempt(slot, load, (worker) => worker.recognize(image), end),
    async close() {
      const alive = slot.current;
      slot.current = null;
      if (alive) await (await alive).close();
    },
  };
  const get = async () => {
    await live(slot, load);
    return facade;
  };
  // Ends the live worker without starting one when none is running.
  return Object.assign(get, { close: () => facade.close() });
}
