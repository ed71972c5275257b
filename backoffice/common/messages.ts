/** The toasts one resource shows (the spec's wording per resource). */
export interface ResourceMessages {
  created: string;
  updated: string;
  deleted: string;
  createError: string;
  updateError: string;
  deleteError: string;
  activated?: string;
  deactivated?: string;
}
