/**
 * Refusals the SMTP sink plays back on demand, so tests can see how senders cope with a server that
 * says no: each rule lets `skip` matching messages through, then refuses the next `count` of them.
 */
export interface FaultRule {
  /** Only messages to this address (any recipient) count; all messages when absent. */
  to?: string;
  skip: number;
  count: number;
  /** 4xx: try again later; 5xx: refused for good. */
  code: number;
  message: string;
}

export class FaultPlan {
  private rules: FaultRule[] = [];

  add(input: unknown): FaultRule {
    const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    const whole = (value: unknown, fallback: number) =>
      Number.isInteger(value) && (value as number) >= 0 ? (value as number) : fallback;
    const code = whole(raw.code, 451);
    const rule: FaultRule = {
      to: typeof raw.to === 'string' && raw.to ? raw.to.toLowerCase() : undefined,
      skip: whole(raw.skip, 0),
      count: whole(raw.count, 1),
      code: code >= 400 && code < 600 ? code : 451,
      message: typeof raw.message === 'string' && raw.message ? raw.message.slice(0, 200) : 'Falha simulada',
    };
    this.rules.push(rule);
    return rule;
  }

  clear(): void {
    this.rules = [];
  }

  /** The refusal for this message, if a rule calls for one (and counts it). */
  next(recipients: string[]): { code: number; message: string } | null {
    const lower = recipients.map((r) => r.toLowerCase());
    for (const rule of this.rules) {
      if (rule.count === 0 || (rule.to && !lower.includes(rule.to))) continue;
      if (rule.skip > 0) {
        rule.skip -= 1;
        return null;
      }
      rule.count -= 1;
      return { code: rule.code, message: rule.message };
    }
    return null;
  }
}
