import type { Request } from 'express';

/** The key a partner call came with, as the API key guard found it. */
export interface PartnerCaller {
  keyId: string;
  name: string;
}

const callers = new WeakMap<Request, PartnerCaller>();

export function attachPartner(request: Request, caller: PartnerCaller): void {
  callers.set(request, caller);
}

/** The partner behind a request that passed `@RequireApiKey()`. */
export function partnerOf(request: Request): PartnerCaller {
  const caller = callers.get(request);
  if (!caller) throw new Error('partnerOf: the route is not behind @RequireApiKey()');
  return caller;
}
