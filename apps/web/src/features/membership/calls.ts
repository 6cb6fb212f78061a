import * as c from '@topoforge/contract';
import type { z } from 'zod';
import { getJson, postJson } from '../../api/client';

interface Route {
  readonly path: string;
  readonly answer: { readonly data: z.ZodType };
}
type Data<R extends Route> = z.infer<R['answer']['data']>;

/** GET a contract route (with an optional query), its data checked against the contract. */
export const get = <R extends Route>(route: R, query?: Record<string, string>, signal?: AbortSignal) =>
  getJson(route.path, route.answer.data, signal, query) as Promise<Data<R>>;

/** POST a contract route's body. */
export const post = <R extends Route>(route: R, body: unknown) =>
  postJson(route.path, body, route.answer.data) as Promise<Data<R>>;

/** An administrators' record list: list, save (create or change), delete by id. */
export interface RecordCalls<Row> {
  list(signal?: AbortSignal): Promise<Row[]>;
  save(values: object): Promise<unknown>;
  remove(row: Row): Promise<unknown>;
}

const crud = <Row extends { id: number }>(list: Route, save: Route, remove: Route): RecordCalls<Row> => ({
  list: (signal) => get(list, undefined, signal) as Promise<Row[]>,
  save: (values) => post(save, values),
  remove: (row) => post(remove, { id: row.id }),
});

/** The administrators' catalogue and membership records (issue 23 items 4–6). */
export const adminRecords = {
  products: crud<c.Product>(c.productAdminListRoute, c.productSaveRoute, c.productDeleteRoute),
  licences: crud<c.Licence>(c.licenceAdminListRoute, c.licenceSaveRoute, c.licenceDeleteRoute),
  ads: crud<c.Ad>(c.adAdminListRoute, c.adSaveRoute, c.adDeleteRoute),
  rewards: crud<c.Reward>(c.rewardAdminListRoute, c.rewardSaveRoute, c.rewardDeleteRoute),
  cards: crud<c.MembershipCard>(c.cardAdminListRoute, c.cardSaveRoute, c.cardDeleteRoute),
  groups: {
    list: (signal?: AbortSignal) => get(c.groupAdminListRoute, undefined, signal),
    save: (values: object) => post(c.groupCreateRoute, values),
    remove: (row: c.ResearchGroupItem) => post(c.groupDeleteRoute, { groupId: row.id }),
  } satisfies RecordCalls<c.ResearchGroupItem>,
};
