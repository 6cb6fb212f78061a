import { parseCommandArgs, expectPositionals, stringOption } from '../args.js';
import { UsageError } from '../errors.js';
import { EXIT_BAD_INPUT, EXIT_OK } from '../exit-codes.js';
import type { Output } from '../output.js';
import type * as AdminModule from '@topoforge/server/admin';

export const OAUTH_USAGE =
  'topoforge oauth client add CLIENT_ID --name NAME --redirect-uri URI... [--public] | list | remove CLIENT_ID';

/**
 * `topoforge oauth client add|list|remove`: the client applications that may ask users to log in with
 * TopoForge (OpenID Connect), in the server's database (same environment as `topoforge user add`).
 */
export async function oauthCommand(args: readonly string[], output: Output): Promise<number> {
  const [noun, action, ...rest] = args;
  if (noun !== 'client') throw new UsageError("'oauth' expects: client add|list|remove.");
  const run = action === undefined ? undefined : ACTIONS[action];
  if (run !== undefined) {
    // Loaded here, not at start-up: the database drivers are not needed by the other commands.
    const admin = await import('@topoforge/server/admin');
    try {
      return await run(rest, output, admin);
    } catch (e) {
      if (!(e instanceof admin.AdminError)) throw e;
      output.err(`topoforge: ${e.message}`);
      return EXIT_BAD_INPUT;
    }
  }
  throw new UsageError(
    action === undefined
      ? "'oauth client' expects an action: add, list or remove."
      : `unknown oauth client action '${action}'.`,
  );
}

type Admin = typeof AdminModule;

async function add(args: readonly string[], output: Output, admin: Admin): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    name: { type: 'string' },
    'redirect-uri': { type: 'string', multiple: true },
    public: { type: 'boolean' },
  });
  const [clientId = ''] = expectPositionals('oauth client add', positionals, ['client_id']);
  const name = stringOption(values.name);
  if (name === undefined)
    throw new UsageError("'oauth client add' needs --name (shown on the consent panel).");
  const redirectUris = (values['redirect-uri'] as unknown as string[] | undefined) ?? [];
  if (redirectUris.length === 0)
    throw new UsageError("'oauth client add' needs at least one --redirect-uri.");
  const client = await admin.addOAuthClient({ clientId, name, redirectUris, public: values.public === true });
  output.out(
    `client '${client.clientId}' added (${client.name}); redirect URIs: ${client.redirectUris.join(' ')}`,
  );
  output.out(
    client.clientSecret === null
      ? 'public client: no secret; it must use PKCE (S256), as every client does'
      : `client secret: ${client.clientSecret}`,
  );
  return EXIT_OK;
}

async function list(args: readonly string[], output: Output, admin: Admin): Promise<number> {
  expectPositionals('oauth client list', parseCommandArgs(args, {}).positionals, []);
  const clients = await admin.listOAuthClients();
  if (clients.length === 0) output.out('no OAuth clients');
  for (const c of clients) {
    const kind = c.clientSecret === null ? 'public' : 'confidential';
    output.out(`${c.clientId}\t${kind}\t${c.name}\t${c.redirectUris.join(' ')}`);
  }
  return EXIT_OK;
}

async function remove(args: readonly string[], output: Output, admin: Admin): Promise<number> {
  const [clientId = ''] = expectPositionals('oauth client remove', parseCommandArgs(args, {}).positionals, [
    'client_id',
  ]);
  if (!(await admin.removeOAuthClient(clientId))) {
    output.err(`topoforge: no OAuth client '${clientId}'`);
    return EXIT_BAD_INPUT;
  }
  output.out(`client '${clientId}' removed: its codes and tokens no longer work`);
  return EXIT_OK;
}

const ACTIONS: Readonly<
  Record<string, (args: readonly string[], output: Output, admin: Admin) => Promise<number>>
> = {
  add,
  list,
  remove,
};
