import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { HttpError } from '../../kernel/http/errors.js';
import { PROFILE_CLAIMS } from './account.js';

type Interaction = InstanceType<Provider['Interaction']>;

/** The scopes the provider knows (createProvider); others an app asks for are not granted. */
const KNOWN_SCOPES = new Set(['openid', 'profile', 'offline_access']);

/**
 * The interaction of return_to. Found by its id (the /login page passes it on), not by the library's
 * interaction cookie, which is scoped to /login: finishing it still needs the browser that started it,
 * whose resume cookie the provider checks before answering the app (so a leaked id is of no use).
 */
export async function findInteraction(provider: Provider, uid: string): Promise<Interaction> {
  const interaction = await provider.Interaction.find(uid);
  if (!interaction) throw new HttpError(400, 'oauth-request-gone');
  return interaction;
}

export interface InteractionView {
  readonly uid: string;
  readonly clientId: string;
  readonly appName: string;
  readonly redirectUri: string;
  readonly scopes: string[];
  readonly claims: string[];
  readonly prompt: 'login' | 'consent';
}

/** What the consent panel shows: the app, its redirect URI, the scopes and claims it will get. */
export async function describeInteraction(
  provider: Provider,
  interaction: Interaction,
): Promise<InteractionView> {
  const clientId = String(interaction.params.client_id);
  const client = await provider.Client.find(clientId);
  if (!client) throw new HttpError(400, 'oauth-request-gone');
  const scopes = requestedScopes(interaction);
  const loggedIn = interaction.result?.login !== undefined || interaction.prompt.name !== 'login';
  return {
    uid: interaction.uid,
    clientId,
    appName: client.clientName ?? clientId,
    redirectUri: String(interaction.params.redirect_uri),
    scopes,
    claims: ['sub', ...(scopes.includes('profile') ? PROFILE_CLAIMS : [])],
    prompt: loggedIn ? 'consent' : 'login',
  };
}

function requestedScopes(interaction: Interaction): string[] {
  const asked = String(interaction.params.scope ?? '').split(/\s+/);
  return [...new Set(asked.filter((s) => KNOWN_SCOPES.has(s)))];
}

/** Records who logged in for the interaction (the /oauth/login call); the consent comes next. */
export async function recordLogin(interaction: Interaction, accountId: number): Promise<void> {
  await saveResult(interaction, { ...interaction.result, login: { accountId: String(accountId) } });
}

/**
 * The user's answer: approve → a grant of the requested scopes (and any claims the app asked for by
 * name) for this user and app, stored by the library, plus the login as this user; refuse →
 * access_denied for the app. Answers the URL the browser opens next (the provider's resume endpoint).
 */
export async function recordConsent(
  provider: Provider,
  interaction: Interaction,
  accountId: number,
  approve: boolean,
): Promise<string> {
  if (!approve) {
    await saveResult(interaction, { error: 'access_denied', error_description: 'the user refused' });
    return interaction.returnTo;
  }
  const account = String(accountId);
  const clientId = String(interaction.params.client_id);
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant =
    existing && existing.accountId === account
      ? existing
      : new provider.Grant({ accountId: account, clientId });
  grant.addOIDCScope(requestedScopes(interaction).join(' '));
  const details = interaction.prompt.details as { missingOIDCClaims?: string[] };
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  const grantId = await grant.save();
  await saveResult(interaction, { login: { accountId: account }, consent: { grantId } });
  return interaction.returnTo;
}

async function saveResult(interaction: Interaction, result: InteractionResults): Promise<void> {
  interaction.result = result;
  // The library's own interactionResult does the same: keep the interaction until its expiry.
  await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
}
