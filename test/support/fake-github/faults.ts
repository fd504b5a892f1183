// Scripted failures, queued per route ("POST /repos/{owner}/{repo}/check-runs")
// and consumed one per request in order. The bodies and headers are the ones
// GitHub sends, so the client's real retry and throttling logic reacts to them.

export type Fault =
  | {
      kind: 'status';
      status: number;
      body: Record<string, unknown>;
      headers?: Record<string, string>;
      /** Perform the request (change state) before answering with the failure: a lost response. */
      applyFirst?: boolean;
      times?: number;
    }
  /** Hold the request this long, then handle it normally (for client timeouts). */
  | { kind: 'delay'; ms: number; times?: number }
  /** Hold requests until `parties` of them wait here, then handle them all: forces a race. */
  | { kind: 'barrier'; parties: number; times?: number }
  /** Close the connection without an answer. */
  | { kind: 'reset'; times?: number };

const DOCS = 'https://docs.github.com/rest';

export function errorBody(
  status: number,
  message: string,
  documentation_url = DOCS,
): Record<string, unknown> {
  return { message, documentation_url, status: String(status) };
}

export const faults = {
  /** 5xx as GitHub's front end sends it. */
  serverError(status = 502, times = 1): Fault {
    return { kind: 'status', status, body: errorBody(status, 'Server Error'), times };
  },
  /** The request succeeds on GitHub but the answer is lost in a 502: a retry will repeat it. */
  lostResponse(status = 502): Fault {
    return { kind: 'status', status, body: errorBody(status, 'Server Error'), applyFirst: true };
  },
  secondaryRateLimit(retryAfterSeconds = 1, times = 1): Fault {
    return {
      kind: 'status',
      status: 403,
      body: errorBody(
        403,
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. ' +
          'If you reach out to GitHub Support for help, please include the request ID 0000:1111:2222:3333.',
        'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      ),
      headers: { 'retry-after': String(retryAfterSeconds) },
      times,
    };
  },
  /** Quota exhausted: x-ratelimit-remaining 0, reset `resetInSeconds` from now (real time). */
  primaryRateLimit(resetInSeconds = 1, times = 1): Fault {
    const reset = Math.ceil(Date.now() / 1000) + resetInSeconds;
    return {
      kind: 'status',
      status: 403,
      body: errorBody(
        403,
        'API rate limit exceeded for installation ID 12345678.',
        'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
      ),
      headers: {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(reset),
        'x-ratelimit-limit': '5000',
      },
      times,
    };
  },
  /** What a read-only GITHUB_TOKEN gets (fork PRs, missing `permissions:`). */
  notAccessible(times = 1): Fault {
    return {
      kind: 'status',
      status: 403,
      body: errorBody(403, 'Resource not accessible by integration'),
      times,
    };
  },
  notFound(times = 1): Fault {
    return { kind: 'status', status: 404, body: errorBody(404, 'Not Found'), times };
  },
  badCredentials(times = 1): Fault {
    return { kind: 'status', status: 401, body: errorBody(401, 'Bad credentials'), times };
  },
  delay(ms: number, times = 1): Fault {
    return { kind: 'delay', ms, times };
  },
  barrier(parties: number): Fault {
    return { kind: 'barrier', parties, times: parties };
  },
  reset(times = 1): Fault {
    return { kind: 'reset', times };
  },
};

/** Per-route queues of faults; `take` hands out the next one and counts down its `times`. */
export class FaultQueue {
  private readonly queues = new Map<string, Array<Fault & { left: number }>>();

  /** `route` is "METHOD /template", e.g. "POST /repos/{owner}/{repo}/issues/{issue_number}/comments". */
  add(route: string, ...list: Fault[]): void {
    const queue = this.queues.get(route) ?? [];
    for (const fault of list) queue.push({ ...fault, left: fault.times ?? 1 });
    this.queues.set(route, queue);
  }

  take(route: string): Fault | undefined {
    const queue = this.queues.get(route);
    const head = queue?.[0];
    if (!queue || !head) return undefined;
    head.left -= 1;
    if (head.left <= 0) queue.shift();
    return head;
  }

  /** Faults not consumed yet, per route: a test can assert its script was used up. */
  pending(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [route, queue] of this.queues) {
      const left = queue.reduce((sum, f) => sum + f.left, 0);
      if (left > 0) out[route] = left;
    }
    return out;
  }
}
