/** Words the group pages share. */
export const NEEDS_ACCOUNT =
  'Groups need an account: a group’s totals are kept online so its members can see them. This app keeps your activities on this device only, and nothing has left it.';
