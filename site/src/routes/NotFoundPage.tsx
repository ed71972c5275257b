import { data, type MetaFunction } from 'react-router';
import { NOT_FOUND_META, pageMeta } from '../lib/meta.ts';
import { NotFound } from '../ui/ErrorPage.tsx';

/** Any address no route claims answers 404 (no soft 404), with the spec's not-found page. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = (args) => pageMeta(NOT_FOUND_META, args);

export default function NotFoundPage() {
  return <NotFound />;
}
