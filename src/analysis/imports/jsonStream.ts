// Streaming reader for the large JSON files of exports (X tweets.js, Takeout Records.json, Meta
// post lists): fed byte chunks, it hands over one element at a time, so a 300 MB file never exists
// as one string. Shape it understands: an optional JavaScript prefix (`window.YTD.tweets.part0 =`),
// then either a top-level array (each element is an item) or a top-level object (each member whose
// value is an array yields its elements as items with the member's key; other members yield their
// whole value). Invariant: items are exactly what JSON.parse would give for that part of the file;
// a file that ends early or holds invalid JSON throws after the items before the fault.

export type JsonItemHandler = (key: string | null, value: unknown) => void;

const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const QUOTE = 34;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;

type State =
  | 'prefix'
  | 'array-expect-item'
  | 'item'
  | 'object-expect-key'
  | 'key'
  | 'object-expect-colon'
  | 'object-expect-value'
  | 'value'
  | 'done';

function isSpace(byte: number): boolean {
  return byte === 32 || byte === 10 || byte === 13 || byte === 9;
}

export class JsonItemStream {
  private state: State = 'prefix';
  private depth = 0;
  private itemDepth = 1;
  private inString = false;
  private escaped = false;
  private key: string | null = null;
  private parts: Uint8Array[] = [];
  private captureStart = -1;
  private readonly decoder = new TextDecoder('utf-8');
  /** Bytes seen so far, for error positions. */
  private position = 0;

  constructor(
    private readonly onItem: JsonItemHandler,
    private readonly revive: (value: unknown) => unknown = (v) => v,
  ) {}

  push(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i] as number;
      switch (this.state) {
        case 'prefix':
          if (byte === OPEN_ARRAY) {
            this.state = 'array-expect-item';
            this.depth = 1;
            this.itemDepth = 1;
          } else if (byte === OPEN_OBJECT) {
            this.state = 'object-expect-key';
            this.depth = 1;
          }
          break;
        case 'array-expect-item':
          if (isSpace(byte) || byte === COMMA) break;
          if (byte === CLOSE_ARRAY) {
            this.closeArray();
            break;
          }
          this.state = 'item';
          this.captureStart = i;
          i = this.scanValue(chunk, i);
          break;
        case 'item':
        case 'value':
          i = this.scanValue(chunk, i);
          break;
        case 'object-expect-key':
          if (isSpace(byte) || byte === COMMA) break;
          if (byte === CLOSE_OBJECT) {
            this.state = 'done';
            break;
          }
          if (byte !== QUOTE) throw this.error('a member name');
          this.state = 'key';
          this.captureStart = i;
          this.inString = true;
          this.escaped = false;
          break;
        case 'key':
          if (this.escaped) this.escaped = false;
          else if (byte === BACKSLASH) this.escaped = true;
          else if (byte === QUOTE) {
            this.inString = false;
            this.key = JSON.parse(this.take(chunk, i + 1)) as string;
            this.state = 'object-expect-colon';
          }
          break;
        case 'object-expect-colon':
          if (isSpace(byte)) break;
          if (byte !== COLON) throw this.error('":"');
          this.state = 'object-expect-value';
          break;
        case 'object-expect-value':
          if (isSpace(byte)) break;
          if (byte === OPEN_ARRAY) {
            this.depth = 2;
            this.itemDepth = 2;
            this.state = 'array-expect-item';
            break;
          }
          this.state = 'value';
          this.captureStart = i;
          i = this.scanValue(chunk, i);
          break;
        case 'done':
          break;
      }
    }
    if (this.captureStart >= 0) {
      this.parts.push(chunk.slice(this.captureStart));
      this.captureStart = 0;
    }
    this.position += chunk.length;
    // Captures continue at index 0 of the next chunk.
    if (this.state !== 'item' && this.state !== 'value' && this.state !== 'key') {
      this.captureStart = -1;
    }
  }

  /** Call after the last chunk: throws when the file ended inside the JSON. */
  end(): void {
    if (this.state === 'prefix') throw new SyntaxError('no JSON array or object in the file');
    if (this.state !== 'done') throw new SyntaxError('the file ends before its JSON is complete');
  }

  /** Scans a captured value from index i; returns the index of the last byte consumed. */
  private scanValue(chunk: Uint8Array, start: number): number {
    for (let i = start; i < chunk.length; i++) {
      const byte = chunk[i] as number;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
        continue;
      }
      if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) this.depth++;
      else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        if (this.depth === this.itemDepth) {
          this.finishCapture(chunk, i);
          if (this.state === 'item') this.closeArray();
          else this.state = 'done';
          return i;
        }
        this.depth--;
      } else if (byte === COMMA && this.depth === this.itemDepth) {
        this.finishCapture(chunk, i);
        this.state = this.state === 'item' ? 'array-expect-item' : 'object-expect-key';
        return i;
      }
    }
    return chunk.length - 1;
  }

  private finishCapture(chunk: Uint8Array, end: number): void {
    const text = this.take(chunk, end).trim();
    const isValue = this.state === 'value';
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw this.error(`valid JSON (${(error as Error).message})`);
    }
    this.onItem(this.key, this.revive(value));
    if (isValue) this.key = null;
  }

  private take(chunk: Uint8Array, end: number): string {
    const tail = chunk.subarray(Math.max(0, this.captureStart), end);
    let text: string;
    if (this.parts.length === 0) text = this.decoder.decode(tail);
    else {
      let length = tail.length;
      for (const part of this.parts) length += part.length;
      const all = new Uint8Array(length);
      let at = 0;
      for (const part of this.parts) {
        all.set(part, at);
        at += part.length;
      }
      all.set(tail, at);
      text = this.decoder.decode(all);
    }
    this.parts = [];
    this.captureStart = -1;
    return text;
  }

  private closeArray(): void {
    if (this.itemDepth === 1) this.state = 'done';
    else {
      this.depth = 1;
      this.itemDepth = 1;
      this.key = null;
      this.state = 'object-expect-key';
    }
  }

  private error(expected: string): SyntaxError {
    return new SyntaxError(`expected ${expected} near byte ${this.position}`);
  }
}
