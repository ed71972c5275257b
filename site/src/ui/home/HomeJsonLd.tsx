/** The home's structured data (Organization + WebSite), as the loader wrote it (lib/json-ld.ts). */
export function HomeJsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
