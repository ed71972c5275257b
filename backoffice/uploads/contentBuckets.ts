/** The three public content buckets the back-office writes to. */
export type ContentBucket = 'ambassador-photos' | 'post-covers' | 'videos';
