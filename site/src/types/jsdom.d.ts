/** The part of jsdom the server's HTML sanitiser and the tests use (the package ships no types). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { runScripts?: 'dangerously'; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
