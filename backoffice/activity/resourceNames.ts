/** The activity log's back-office resources (the log itself, and the names of who acted in it). */
export const ACTIVITY_RESOURCE = 'activity';
export const ACTORS_RESOURCE = 'activity-actors';
