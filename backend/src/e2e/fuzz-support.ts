import type request from 'supertest';

export const HUGE = 'x'.repeat(100_000);

/** An endpoint's valid body and how each field may legally look, so every mutation is invalid by construction. */
export type FuzzTarget<Kind extends string> = { body: Record<string, unknown>; fields: Record<string, Kind>; required: string[] };

/**
 * Every body derived from a valid one by breaking one thing: each field given each bad value of its
 * kind, each required field missing or null, an unknown field, and bodies that are not objects.
 */
export const mutations = <Kind extends string>(
  target: FuzzTarget<Kind>,
  badValues: (kind: Kind) => unknown[],
  nonObjectBodies: readonly string[] = ['[]', '"text"', '42', 'null'],
): Array<[string, unknown]> => {
  const cases: Array<[string, unknown]> = [];
  for (const [field, kind] of Object.entries(target.fields) as Array<[string, Kind]>) {
    badValues(kind).forEach((value, index) => cases.push([`${field} bad #${index}`, { ...target.body, [field]: value }]));
  }
  for (const field of target.required) {
    const { [field]: _removed, ...rest } = target.body;
    cases.push([`missing ${field}`, rest]);
    cases.push([`null ${field}`, { ...target.body, [field]: null }]);
  }
  cases.push(['unknown field', { ...target.body, isAdmin: true }]);
  for (const raw of nonObjectBodies) cases.push([`body ${raw}`, raw]);
  return cases;
};

/** Sends a mutation: a string goes out as raw JSON text, anything else as a JSON body. */
export const sendMutation = (call: request.Test, body: unknown) =>
  typeof body === 'string' ? call.set('Content-Type', 'application/json').send(body) : call.send(body as object);
