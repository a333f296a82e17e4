/** The management area's route root; its pages live under /m/<entry path>. A module of its own: the login page needs it. */
export const MANAGE_ROOT = "/m";
