/**
 * Parsers of binary formats that read a file as it streams past, once, with no seeking:
 * a parser is a generator that yields what it needs next — `{ read: n }` (the next n bytes,
 * handed back to it) or `{ skip: n }` (n bytes it does not care about) — and returns its
 * result. The same parser runs over a stream (ByteFeeder, fed chunk by chunk: a 2 GB
 * upload's media data is skipped without being held) or over bytes in memory (parseBytes).
 */
export type ByteRequest = { read: number } | { skip: number };
export type ByteParser<T> = Generator<ByteRequest, T, Uint8Array>;

/** A parser asks for small headers only; a larger read means the input is not what it expects. */
const MAX_READ = 64 * 1024;

const EMPTY = new Uint8Array(0);

/** Feeds chunks of a stream to a parser. The result is null until the parser returns, and when it throws. */
export class ByteFeeder<T> {
  private request: ByteRequest | null = null;
  private held: Uint8Array[] = [];
  private heldLength = 0;
  private skipLeft = 0;
  private outcome: { value: T } | null = null;

  constructor(private readonly parser: ByteParser<T>) {
    this.advance(EMPTY);
  }

  /** The parser's result once it has returned; null before, or when it failed. */
  get result(): T | null {
    return this.outcome ? this.outcome.value : null;
  }

  /** True once the parser has returned or failed: the rest of the stream need not be fed. */
  get finished(): boolean {
    return this.request === null;
  }

  push(chunk: Uint8Array): void {
    let offset = 0;
    while (this.request && offset < chunk.length) {
      if ('skip' in this.request) {
        const skipped = Math.min(this.skipLeft, chunk.length - offset);
        offset += skipped;
        this.skipLeft -= skipped;
        if (this.skipLeft === 0) this.advance(EMPTY);
        continue;
      }
      const wanted = this.request.read - this.heldLength;
      const taken = chunk.subarray(offset, offset + wanted);
      this.held.push(taken);
      this.heldLength += taken.length;
      offset += taken.length;
      if (this.heldLength === this.request.read) {
        const bytes = this.held.length === 1 ? this.held[0]! : Buffer.concat(this.held);
        this.held = [];
        this.heldLength = 0;
        this.advance(bytes);
      }
    }
  }

  /** Resumes the parser with `input` until it asks for bytes still to come, or ends. */
  private advance(input: Uint8Array): void {
    let next = input;
    for (;;) {
      let step: IteratorResult<ByteRequest, T>;
      try {
        step = this.parser.next(next);
      } catch {
        this.request = null;
        return;
      }
      if (step.done) {
        this.outcome = { value: step.value };
        this.request = null;
        return;
      }
      const request = step.value;
      const size = 'read' in request ? request.read : request.skip;
      if (!Number.isSafeInteger(size) || size < 0 || ('read' in request && size > MAX_READ)) {
        this.request = null;
        return;
      }
      if (size > 0) {
        this.request = request;
        this.skipLeft = 'skip' in request ? size : 0;
        return;
      }
      next = EMPTY;
    }
  }
}

/**
 * Runs a parser over bytes in memory; null when it needs more than they hold, or fails.
 * @internal for the tests (the app parses streams, with ByteFeeder)
 */
export function parseBytes<T>(parser: ByteParser<T>, bytes: Uint8Array): T | null {
  const feeder = new ByteFeeder(parser);
  feeder.push(bytes);
  return feeder.result;
}
