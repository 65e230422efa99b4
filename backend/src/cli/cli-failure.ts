/** An expected failure the operator can act on: its message is printed alone (no stack) and the exit code is 1. */
export class CliFailure extends Error {}
