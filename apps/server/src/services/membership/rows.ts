import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';

type Millis = number | string;

/** Migration 0013's membership tables (benefits: one per line). */
export type MembershipTables = {
  membership_cards: {
    id: Generated<number>;
    name: string;
    level: string;
    days: number | null;
    benefits: string;
    price_yuan: number | null;
    enabled: number;
    sort_order: number;
    updated_at: Millis;
  };
  membership_card_grants: {
    id: Generated<number>;
    card_id: number;
    user_id: number;
    granted_by: number | null;
    granted_at: Millis;
    expires_at: Millis | null;
    /** When the expiry was acted on (the level lowered, or left as another grant or change keeps it). */
    lapsed_at: Millis | null;
  };
};

export type MembershipDb = Kysely<Database & MembershipTables>;
export const membershipDb = (db: Kysely<Database>): MembershipDb => db.withTables<MembershipTables>();
