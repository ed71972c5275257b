/**
 * Known open-redirect bypasses for a "path of this site only" parameter, collected from the usual
 * lists (protocol-relative, backslash, dot segments, encodings, control characters, userinfo,
 * schemes, look-alike slashes). Each one, used as a return path, would lead a browser off the site or
 * is something no page of the site writes; every one must be refused.
 */
export const REDIRECT_BYPASSES: readonly string[] = [
  // Protocol-relative and scheme URLs.
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '////evil.example',
  'https://evil.example',
  'http://evil.example/path',
  'HTTPS://evil.example',
  'https:evil.example',
  '//evil.example@site.example',
  'evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Backslashes, raw and encoded.
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '%5c%5cevil.example',
  // Encoded slashes.
  '/%2fevil.example',
  '/%2Fevil.example',
  '%2f%2fevil.example',
  '/%252fevil.example',
  '/%25252fevil.example',
  '/%2f%2fevil.example',
  // Dot segments that collapse into '//'.
  '/.//evil.example',
  '/././/evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/a/%2e%2e//evil.example',
  '/.%2f/evil.example',
  '/%252e//evil.example',
  '/..//evil.example',
  '/./%2fevil.example',
  // Control characters the URL parser strips (tab, newline, carriage return) or that end the header.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\u0000/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0aLocation:%20https://evil.example',
  '/%00/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%7f/evil.example',
  // Empty segments elsewhere in the path.
  '/a//evil.example',
  '/events//evil.example',
  // Look-alike slashes.
  '/\u2215evil.example',
  '/\uff0f\uff0fevil.example',
  '/\uff3cevil.example',
  '/%E2%88%95%E2%88%95evil.example',
  '/%EF%BC%8F%EF%BC%8Fevil.example',
  // Broken encodings and oversized values.
  '/%',
  '/%zz',
  `/${'a'.repeat(3000)}`,
];

/** Paths the site really returns to; they must come back unchanged. */
export const SAFE_RETURN_PATHS: readonly string[] = [
  '/',
  '/events',
  '/events?pagina=2',
  '/events?pagina=2#evento-123',
  '/member/dashboard',
  '/blog/caf%C3%A9',
  '/events?q=a%2Fb',
];
