import { createPrivateKey, type KeyObject } from 'node:crypto';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import { keyInUse, loadOrCreateKeySet, publicJwks, readKeySet, type SigningKeySet } from './signing-keys.ts';

/**
 * The stack's live signing keys: read from their file at start (generated on the first one) and read
 * again when a rotation rewrites it, so a running stack signs with the promoted key and stops accepting
 * a revoked one without a restart.
 */
export class SigningKeyRing {
  private current!: SigningKeySet;
  private signer!: { kid: string; key: KeyObject };
  private resolver!: JWTVerifyGetKey;
  private readonly listeners: Array<() => void> = [];

  private constructor(
    readonly file: string,
    set: SigningKeySet,
  ) {
    this.use(set);
  }

  static async open(file: string): Promise<{ ring: SigningKeyRing; created: boolean }> {
    const { set, created } = await loadOrCreateKeySet(file);
    return { ring: new SigningKeyRing(file, set), created };
  }

  /** A ring over a key set in memory only (tests, tools). */
  static of(set: SigningKeySet, file = ''): SigningKeyRing {
    return new SigningKeyRing(file, set);
  }

  private use(set: SigningKeySet): void {
    const inUse = keyInUse(set);
    this.current = set;
    this.signer = { kid: inUse.kid, key: createPrivateKey({ key: inUse.privateJwk!, format: 'jwk' }) };
    this.resolver = createLocalJWKSet(publicJwks(set));
  }

  get set(): SigningKeySet {
    return this.current;
  }

  /** The key that signs new tokens, with its kid. */
  get signingKey(): { kid: string; key: KeyObject } {
    return this.signer;
  }

  /** jose's key lookup for an ES256 token's kid among the keys that still verify. */
  get verificationKeys(): JWTVerifyGetKey {
    return this.resolver;
  }

  /** Called after every reload that changed the keys (PostgREST's copy is rewritten then). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /**
   * Reads the file again; true when the keys changed. A file that does not parse (half-written by hand)
   * keeps the keys in use and says why.
   */
  reload(log: (line: string) => void = () => undefined): boolean {
    let next: SigningKeySet;
    try {
      next = readKeySet(this.file);
    } catch (err) {
      log(`signing keys: kept the keys in use, ${(err as Error).message}`);
      return false;
    }
    if (JSON.stringify(next) === JSON.stringify(this.current)) return false;
    this.use(next);
    for (const listener of this.listeners) listener();
    return true;
  }
}
