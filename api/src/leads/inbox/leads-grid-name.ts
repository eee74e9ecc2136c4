/** The inbox's stream in the admin grid change feed: the public forms record each new lead in it. */
export const LEADS_GRID = 'leads';
