import * as core from '@actions/core';

/** The log the GitHub client and its callers write to, in an action: the Actions log. */
export const actionLog = { debug: core.debug, info: core.info, warning: core.warning };
