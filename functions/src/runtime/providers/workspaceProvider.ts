import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { AddressGuard } from '../../tools/addressGuard';
import { checkModelAddress, loadWorkspaceModel } from '../../workspaces/workspaceModelProvider';
import type { ModelProvider } from '../types';
import { openAiCompatible } from './openAiCompatible';

/** The deployment's engine, and which private addresses the functions may call. */
interface DeploymentEngine {
  provider: ModelProvider;
  model: string;
  toolGuard?: AddressGuard;
}

/** Clients of the workspaces' own model servers, one per address and key. */
const clients = new Map<string, ModelProvider>();
const MAX_CLIENTS = 200;

/**
 * The engine for an agent: its workspace's own model server when the owner
 * set one on Credentials (never an address on a private network), else the
 * deployment's.
 */
export async function providerForWorkspace(
  db: Firestore,
  workspaceId: string,
  deps: DeploymentEngine,
): Promise<{ provider: ModelProvider; model: string }> {
  const own = await loadWorkspaceModel(db, workspaceId);
  if (!own) return { provider: deps.provider, model: deps.model };
  try {
    checkModelAddress(own.baseUrl, deps.toolGuard ?? new AddressGuard());
  } catch {
    logger.warn(`Workspace ${workspaceId}'s model server is on a private network; not called.`);
    return { provider: deps.provider, model: deps.model };
  }
  const key = `${own.baseUrl}\n${own.apiKey}`;
  let provider = clients.get(key);
  if (!provider) {
    if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value ?? '');
    provider = openAiCompatible({ baseUrl: own.baseUrl, apiKey: own.apiKey });
    clients.set(key, provider);
  }
  return { provider, model: own.model || deps.model };
}
