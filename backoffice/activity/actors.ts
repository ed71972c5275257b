import type { ResourceModule } from '../resource-module.ts';
import { ACTORS_RESOURCE } from './resourceNames.ts';

/**
 * The names of the accounts in the activity log, for its 'Admin' column and filter. An admin-only
 * function (auth.users stays out of the API) that PostgREST filters and pages like a table under /rpc.
 */
const activityActors: ResourceModule = {
  name: ACTORS_RESOURCE,
  table: 'rpc/list_activity_actors',
  props: { recordRepresentation: 'name' },
};

export default activityActors;
