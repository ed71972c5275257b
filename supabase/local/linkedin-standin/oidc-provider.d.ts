/**
 * The part of oidc-provider's API the stand-in uses (the package ships no type declarations).
 * See https://github.com/panva/node-oidc-provider/blob/main/docs/README.md.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderContext {
    type: string;
    body: unknown;
  }

  export interface Account {
    accountId: string;
    claims: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface InteractionRef {
    uid: string;
  }

  export interface ErrorOut {
    error?: string;
    error_description?: string;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface OidcContext {
    oidc: { result?: InteractionResults };
  }

  export namespace interactionPolicy {
    class Check {
      constructor(reason: string, description: string, check: (ctx: OidcContext) => boolean);
    }
    interface Prompt {
      name: string;
      checks: Check[] & { add(check: Check, index?: number): void };
    }
    type Policy = Prompt[] & { get(name: string): Prompt | undefined };
    function base(): Policy;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    scopes?: string[];
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    jwks?: { keys: Array<Record<string, unknown>> };
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    interactions?: {
      url: (ctx: ProviderContext, interaction: InteractionRef) => string;
      policy?: interactionPolicy.Policy;
    };
    findAccount?: (ctx: ProviderContext, sub: string) => Account | undefined | Promise<Account | undefined>;
    renderError?: (ctx: ProviderContext, out: ErrorOut, error: Error) => void | Promise<void>;
  }

  export interface InteractionDetails {
    uid: string;
    params: Record<string, unknown>;
    prompt: { name: string; details: Record<string, unknown> };
    grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
