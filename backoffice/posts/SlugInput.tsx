import { useEffect, useRef } from 'react';
import {
  TextInput,
  useDataProvider,
  useRecordContext,
  useResourceContext,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { firstFreeSlug, slugFromTitle } from './slug.ts';

const GENERATE_DELAY_MS = 300;

/** Slugs of the same type that start with `base` (the others cannot collide), except this record's. */
function useTakenSlugs() {
  const dataProvider = useDataProvider();
  const resource = useResourceContext();
  const record = useRecordContext<{ id: string }>();
  return async (base: string): Promise<string[]> => {
    if (!resource) return [];
    const { data } = await dataProvider.getList<{ id: string; slug: string }>(resource, {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'slug', order: 'ASC' },
      filter: { 'slug@like': base },
      meta: { columns: ['id', 'slug'] },
    });
    return data.filter((row) => row.id !== record?.id).map((row) => row.slug);
  };
}

/**
 * The slug follows the title (accents folded, lower-case, hyphens), made unique among the type's
 * slugs, until the admin types one of their own. A saved record keeps its slug, since its public
 * address must not move, unless the slug is empty.
 */
export function SlugInput({ placeholder, validate }: { placeholder: string; validate?: Validator }) {
  const record = useRecordContext<{ slug?: string | null }>();
  const { getValues, setValue } = useFormContext();
  const title = useWatch({ name: 'title' }) as string | undefined;
  const takenSlugs = useTakenSlugs();
  const following = useRef(!record?.slug);
  const lastGenerated = useRef<string>(getValues('slug') ?? '');

  useEffect(() => {
    if (!following.current) return;
    // Typed by hand since the last generated value: the admin's slug wins from now on.
    const editedByHand = () => (getValues('slug') ?? '') !== lastGenerated.current;
    if (editedByHand()) {
      following.current = false;
      return;
    }
    const base = slugFromTitle(title ?? '');
    let cancelled = false;
    const timer = setTimeout(async () => {
      let slug = base;
      try {
        if (base) slug = firstFreeSlug(base, await takenSlugs(base));
      } catch {
        // Without the list the database still refuses a duplicate on save, with a clear message.
      }
      if (cancelled || editedByHand()) return;
      lastGenerated.current = slug;
      setValue('slug', slug, { shouldDirty: true, shouldValidate: slug !== '' });
    }, GENERATE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // takenSlugs changes identity every render; the title alone drives generation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title]);

  return (
    <TextInput
      source="slug"
      label="Slug"
      placeholder={placeholder}
      validate={validate}
      helperText={record?.slug ? undefined : 'Gerado a partir do título; pode ser editado.'}
      fullWidth
    />
  );
}
