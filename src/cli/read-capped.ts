/**
 * Reading the runner's input with a size cap, in chunks: `/dev/zero`, a pipe that never ends or
 * a huge file is refused once the cap is passed, instead of being read whole first.
 */
import { closeSync, openSync, readSync } from 'node:fs';

/** Raised when the input is longer than the cap. */
export class InputTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`it is larger than ${maxBytes.toLocaleString('en')} bytes; a scenario file is far smaller`);
    this.name = 'InputTooLargeError';
  }
}

/**
 * The UTF-8 text of `path` (`-`: standard input), read 64 KiB at a time; throws
 * {@link InputTooLargeError} as soon as more than `maxBytes` have come, and the file system's
 * own errors (ENOENT, EISDIR...) as they are.
 */
export function readCapped(path: string, maxBytes: number): string {
  const fd = path === '-' ? 0 : openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    const buffer = Buffer.alloc(64 * 1024);
    for (;;) {
      let n: number;
      try {
        n = readSync(fd, buffer, 0, buffer.length, null);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue; // a non-blocking stdin: try again
        if ((e as NodeJS.ErrnoException).code === 'EOF') break;
        throw e;
      }
      if (n === 0) break;
      total += n;
      if (total > maxBytes) throw new InputTooLargeError(maxBytes);
      chunks.push(Buffer.from(buffer.subarray(0, n)));
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}
