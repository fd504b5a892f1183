import type { Comparison } from '../compare/types.js';
import type { EventContext } from './context.js';
import type { ActionSettings } from './inputs.js';

export interface PublishRequest {
  settings: ActionSettings;
  ctx: EventContext;
  comparison: Comparison;
  report: string;
  /** The allow-label is on the PR. */
  allowed: boolean;
}

export interface Published {
  commentUrl?: string;
}

/** Posts the sticky comment and the check run. Wired to src/github in the bot issue. */
export async function publishResults(_request: PublishRequest): Promise<Published> {
  return {};
}
