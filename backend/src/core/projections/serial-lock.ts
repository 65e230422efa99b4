/** Runs async sections one after another: the live dispatch and a rebuild's swap must never interleave. */
export class SerialLock {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(section: () => Promise<T>): Promise<T> {
    const result = this.tail.then(section);
    // The next section waits for this one whether it succeeded or not.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
