/** What pages show of a client, read from the client roster: its name, trade and place, and who speaks for it. */
import { clients } from 'virtual:client-roster';
import type { Voice } from './roster.ts';

/** A client's names as the roster gives them. The build has checked every reference, so a missing one here is a
 * build that skipped its checks. */
export function clientOf(id: string) {
  const client = clients[id];
  if (!client) throw new Error(`No ${id} in the client roster`);
  return client;
}

/** A case study's heading: the business, its trade and where it is. */
export function clientCredit(id: string): { client: string; industry: string; location: string } {
  const { name, trade, suburb, state } = clientOf(id);
  return { client: name, industry: trade, location: `${suburb}, ${state}` };
}

/** A quote's credit line: who said it, in what role, for which business and where. */
export function quoteCredit({ client, person }: Required<Voice>): { author: string; business: string } {
  const business = clientOf(client);
  const speaker = business.people[person];
  if (!speaker) throw new Error(`No ${person} of ${client} in the client roster`);
  return {
    author: `${speaker.name}, ${speaker.role}`,
    business: `${business.name}, ${business.suburb} ${business.state}`,
  };
}
