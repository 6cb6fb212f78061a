import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';

type Millis = number | string;

/** Migration 0013's catalogue tables (flags 0/1 integers). */
export type CatalogueTables = {
  products: {
    id: Generated<number>;
    prod_name: string;
    icon_name: string | null;
    icon_img: string | null;
    cloud_type: number;
    software_type: number;
    status: number;
    is_show: number;
    source_url: string | null;
    sort_order: number;
    updated_at: Millis;
  };
  software_licences: {
    id: Generated<number>;
    product_id: number | null;
    user_id: number | null;
    name: string;
    seats: number;
    expires_at: Millis | null;
    note: string;
    updated_at: Millis;
  };
  ads: {
    id: Generated<number>;
    space_code: string;
    ad_content: string;
    ad_redirect_url: string | null;
    redirect_page_type: number;
    popup: number;
    enabled: number;
    sort_order: number;
    updated_at: Millis;
  };
  ad_closures: { user_id: number; ad_id: number; closed_at: Millis };
  rewards: {
    id: Generated<number>;
    kind: 'new_user';
    core_hours: number;
    note: string;
    enabled: number;
    created_at: Millis;
    updated_at: Millis;
  };
  reward_claims: { reward_id: number; user_id: number; core_hours: number; claimed_at: Millis };
};

export type CatalogueDb = Kysely<Database & CatalogueTables>;
export const catalogueDb = (db: Kysely<Database>): CatalogueDb => db.withTables<CatalogueTables>();

export const iso = (millis: Millis): string => new Date(Number(millis)).toISOString();
export const flag = (value: boolean): number => (value ? 1 : 0);
export const isOn = (value: number | string): boolean => Number(value) === 1;
