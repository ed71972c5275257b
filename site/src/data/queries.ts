// The site's read results are typed in types.ts; re-exported here for the reads that still import them
// from this file.
export type * from './types';

/** The tag that marks the video the pre-launch home plays. */
export const PRELAUNCH_VIDEO_TAG = 'prelaunchvideo';
